import * as z from '../../../lib/schema/z.ts';

/**
 * The part of JSON Resume (jsonresume.org, schema v1.0.0) this site emits: `/resume.json`
 * and the structured content of the MCP tool get_resume. Every array is present, empty when
 * the owner has nothing for it; the unit tests validate the output against @jsonresume/schema.
 */

/** The JSON Resume schema the document names in `$schema`. */
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const JSON_RESUME_VERSION = 'v1.0.0';

const date = z.describe(z.string().check(z.regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/)), 'YYYY, YYYY-MM or YYYY-MM-DD');
const uri = z.url();

const JsonResumeProfileSchema = z.object({
  network: z.string(),
  username: z.optional(z.string()),
  url: uri,
});

export const JsonResumeSchema = z.object({
  $schema: uri,
  basics: z.object({
    name: z.string(),
    label: z.describe(z.string(), 'The headline'),
    image: z.optional(uri),
    email: z.optional(z.email()),
    url: z.describe(uri, 'The site this résumé belongs to'),
    summary: z.string(),
    location: z.describe(
      z.object({ region: z.string() }),
      'The owner\'s location as they wrote it ("San Francisco, CA"): one free-text place, not split into city and country',
    ),
    profiles: z.array(JsonResumeProfileSchema),
  }),
  work: z.array(
    z.object({
      name: z.describe(z.string(), 'The organisation'),
      position: z.string(),
      url: z.optional(uri),
      location: z.optional(z.string()),
      startDate: date,
      endDate: z.describe(z.optional(date), 'Absent while the position is current'),
      summary: z.optional(z.string()),
      highlights: z.array(z.string()),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string(),
      url: z.optional(uri),
      area: z.optional(z.string()),
      studyType: z.optional(z.string()),
      startDate: z.optional(date),
      endDate: z.optional(date),
    }),
  ),
  skills: z.describe(z.array(z.object({ name: z.string() })), "One entry per skill, in the owner's order"),
  languages: z.array(z.object({ language: z.string(), fluency: z.optional(z.string()) })),
  certificates: z.array(z.object({ name: z.string(), issuer: z.optional(z.string()), date: z.optional(date), url: z.optional(uri) })),
  volunteer: z.array(
    z.object({
      organization: z.string(),
      position: z.string(),
      url: z.optional(uri),
      startDate: z.optional(date),
      endDate: z.optional(date),
      summary: z.optional(z.string()),
      highlights: z.array(z.string()),
    }),
  ),
  awards: z.array(
    z.object({ title: z.string(), date: z.optional(date), awarder: z.optional(z.string()), summary: z.optional(z.string()) }),
  ),
  publications: z.array(
    z.object({
      name: z.string(),
      publisher: z.optional(z.string()),
      releaseDate: z.optional(date),
      url: z.optional(uri),
      summary: z.optional(z.string()),
    }),
  ),
  interests: z.array(z.object({ name: z.string(), keywords: z.array(z.string()) })),
  references: z.describe(
    z.array(z.object({ name: z.string(), reference: z.string() })),
    'Empty unless the owner made the references public',
  ),
  projects: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.describe(z.optional(uri), 'The live demo, else the repository'),
      startDate: z.optional(date),
      endDate: z.optional(date),
      highlights: z.array(z.string()),
      roles: z.array(z.string()),
      keywords: z.array(z.string()),
    }),
  ),
  meta: z.object({
    canonical: z.describe(uri, 'Where this document lives: <site>/resume.json'),
    version: z.describe(z.string(), 'The JSON Resume schema version'),
    lastModified: z.describe(z.optional(z.string()), 'When the site was built, YYYY-MM-DDThh:mm:ss (UTC)'),
  }),
});

export type JsonResume = z.infer<typeof JsonResumeSchema>;
