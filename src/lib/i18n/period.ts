import { formatResumeDate } from './format.ts';

/** A JSON Resume date (the owner file's projects and résumé entries both use them) ("2021-02") and how the owner's locale writes it ("Feb 2021", "feb 2021"). */
interface ResumeDate {
  iso: string;
  text: string;
}

/** When something happened: `end` is "present" for a current position, absent when not known. */
export interface Period {
  start?: ResumeDate;
  end?: ResumeDate | 'present';
}

const resumeDate = (iso: string | undefined, locale: string): ResumeDate | undefined =>
  iso === undefined ? undefined : { iso, text: formatResumeDate(iso, locale) };

/**
 * A period from JSON Resume dates. Only a position is current when it has no end: an
 * education or a project without one just does not say when it ended.
 */
export function periodOf(
  { startDate, endDate }: { startDate?: string; endDate?: string },
  locale: string,
  { current = false } = {},
): Period {
  const start = resumeDate(startDate, locale);
  const end = endDate === undefined ? (current ? ('present' as const) : undefined) : resumeDate(endDate, locale);
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}
