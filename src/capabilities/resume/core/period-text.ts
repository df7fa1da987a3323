import type { Period } from '../../../lib/i18n/period.ts';

/** A period as the résumé's text and PDF write it: "Feb 2021 – present", "2012 – 2017", "2017", or "" when nothing is known. */
export function periodText(period: Period, present: string): string {
  const end = period.end === 'present' ? present : period.end?.text;
  return [period.start?.text, end].filter(Boolean).join(' – ');
}
