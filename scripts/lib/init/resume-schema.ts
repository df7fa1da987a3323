/**
 * The parts of a JSON Resume (jsonresume.org/schema) that init reads. Lenient like the
 * standard: every field optional, unknown fields allowed (and ignored). Dates must be what
 * JSON Resume and the owner schema accept; blank dates count as absent.
 */
import { WorkSchema } from '../../../src/lib/owner/schema.ts';
import * as z from '../../../src/lib/schema/z.ts';
import { InitError } from './errors.ts';
import { withCurrentNames } from './older-names.ts';

const ownerDate = WorkSchema.shape.startDate;
const text = z.optional(z.string());
const texts = z.optional(z.array(z.string()));
const date = z.optional(
  z
    .string()
    .check(z.refine((value) => value.trim() === '' || ownerDate.safeParse(value.trim()).success, 'must be YYYY, YYYY-MM or YYYY-MM-DD')),
);

const ResumeBasicsSchema = z.object({
  name: text,
  label: text,
  image: text,
  email: text,
  url: text,
  summary: text,
  location: z.optional(z.object({ city: text, countryCode: text, region: text })),
  profiles: z.optional(z.array(z.object({ network: text, username: text, url: text }))),
});

export const ResumeSchema = z.object({
  basics: z.optional(ResumeBasicsSchema),
  work: z.optional(
    z.array(
      z.object({
        name: text,
        position: text,
        url: text,
        location: text,
        startDate: date,
        endDate: date,
        summary: text,
        highlights: texts,
      }),
    ),
  ),
  education: z.optional(z.array(z.object({ institution: text, area: text, studyType: text, url: text, startDate: date, endDate: date }))),
  skills: z.optional(z.array(z.object({ name: text, keywords: texts }))),
  languages: z.optional(z.array(z.object({ language: text, fluency: text }))),
  certificates: z.optional(z.array(z.object({ name: text, date: date, issuer: text, url: text }))),
  volunteer: z.optional(
    z.array(z.object({ organization: text, position: text, url: text, startDate: date, endDate: date, summary: text, highlights: texts })),
  ),
  awards: z.optional(z.array(z.object({ title: text, date: date, awarder: text, summary: text }))),
  publications: z.optional(z.array(z.object({ name: text, publisher: text, releaseDate: date, url: text, summary: text }))),
  interests: z.optional(z.array(z.object({ name: text, keywords: texts }))),
  references: z.optional(z.array(z.object({ name: text, reference: text }))),
  projects: z.optional(
    z.array(
      z.object({
        name: text,
        description: text,
        url: text,
        keywords: texts,
        startDate: date,
        endDate: date,
        highlights: texts,
        roles: texts,
      }),
    ),
  ),
});

export type Resume = z.infer<typeof ResumeSchema>;

/** `work[2].startDate`: a zod issue path as it reads in the JSON. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || '(the whole file)';
}

/**
 * Parses the file's text, its older field names read as today's (older-names.ts); a wrong shape
 * is an InitError naming each wrong field by its JSON path.
 */
export function parseResume(json: string, file: string): { resume: Resume; data: unknown; renamed: string[] } {
  let written: unknown;
  try {
    written = JSON.parse(json);
  } catch (error) {
    throw new InitError(`The résumé ${file} is not JSON: ${(error as Error).message}`);
  }
  const { data, renamed } = withCurrentNames(written);
  const result = ResumeSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${jsonPath(issue.path)}: ${issue.message}`);
    throw new InitError(`The résumé ${file} is not a valid JSON Resume:\n${lines.join('\n')}`);
  }
  return { resume: result.data, data, renamed };
}
