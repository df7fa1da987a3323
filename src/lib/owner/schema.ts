import { supportedLanguages, uiLanguage } from '../i18n/languages.ts';
import * as z from '../schema/z.ts';
import { normalizedKey } from './normalize.ts';
import { projectSlug } from './project-slug.ts';
import { TranslationSchema, untranslatableKeys } from './translations.ts';
import { uriOf } from './uri.ts';
import { OWNER_FILE } from './owner-file.ts';

/**
 * One typed description of the site owner. Everything public about them is read from here.
 * The sections after `projects` (work, education, languages, certificates) and
 * `profile.profiles` follow JSON Resume (jsonresume.org), so `/resume.json` is a mapping,
 * not a translation.
 */

/** Trimmed, not blank, at most `max` characters. */
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(max, `must be at most ${max} characters (shorten it)`));

/**
 * Every URL the owner writes is written out as an RFC 3986 URI (`?tags[]=x` as `?tags%5B%5D=x`):
 * the same address, in the form strict clients validate. Like trimming a text, it changes how
 * the value is spelled, never what it means.
 */
const asUri = z.overwrite(uriOf);
const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).check(asUri);
const mailtoUrl = z.string().check(z.regex(/^mailto:[^\s@]+@[^\s@]+$/, 'must be a mailto: link'), asUri);
/** A path on this site ("/openapi.json") or an absolute URL. */
const siteLink = z.union([
  // "//host" and "/\host" leave the site in a browser: a path starts with one "/" and no second slash.
  z.string().check(z.regex(/^\/(?![/\\])\S*$/, 'must be a path on this site, starting with one "/"'), asUri),
  httpsUrl,
]);
/** JSON Resume's date: a year, a month or a day. */
const resumeDate = z
  .string()
  .check(
    z.regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/, 'must be YYYY, YYYY-MM or YYYY-MM-DD'),
    z.refine(isCalendarDate, 'is not a day of the calendar'),
  );

/** "2021-02-31" is not a day; "2021", "2021-02" and "2024-02-29" are (a malformed string is the regex's to report). */
function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  if (day === undefined || month === undefined || year === undefined) return true;
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const languageTag = z.string().check(
  z.trim(),
  z.refine(isLanguageTag, 'must be a BCP 47 language tag such as "en" or "es-AR"'),
  z.refine(
    (tag) => !isLanguageTag(tag) || uiLanguage(tag) !== undefined,
    `has no interface dictionary: use one of ${supportedLanguages.join(', ')}, or add its words (docs/languages.md, "Adding a language")`,
  ),
  z.overwrite((tag) => (isLanguageTag(tag) ? Intl.getCanonicalLocales(tag)[0]! : tag)),
);

/** What is wrong with `tag` as the key of a translation, if anything. */
function translationLanguageProblem(tag: string, defaultLanguage: string): string | undefined {
  if (!isLanguageTag(tag)) return 'must be a BCP 47 language tag such as "en" or "es-AR"';
  const canonical = Intl.getCanonicalLocales(tag)[0]!;
  if (canonical !== tag) return `write the language as "${canonical}"`;
  if (uiLanguage(tag) === undefined)
    return `has no interface dictionary: use one of ${supportedLanguages.join(', ')}, or add its words (docs/languages.md, "Adding a language")`;
  if (canonical === defaultLanguage) return 'is the default language (site.language): its texts are the ones above';
  return undefined;
}

/** `items` of which no two are equal once trimmed, case-folded and accent-folded. */
const distinct = <T extends z.ZodMiniType>(item: T, what: string, key: (value: z.output<T>) => string) =>
  z.array(item).check(
    z.superRefine((values, ctx) => {
      const seen = new Map<string, number>();
      values.forEach((value, index) => {
        const k = normalizedKey(key(value));
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index], message: `duplicate ${what}: same as item ${seen.get(k)}` });
        else seen.set(k, index);
      });
    }),
  );

const tags = (what: string) => z._default(distinct(text(40), what, (tag) => tag).check(z.maxLength(30, 'at most 30 entries')), []);

/** A profile elsewhere, as JSON Resume's `basics.profiles`: Mastodon, LinkedIn, Bluesky, GitHub, … */
const SocialProfileSchema = z.object({
  network: z.describe(text(40), 'The network, as people call it: "Mastodon", "LinkedIn", "Bluesky"'),
  username: z.optional(text(100)),
  url: httpsUrl,
});

export const ProfileSchema = z.object({
  name: z.describe(text(100), 'Full name'),
  headline: z.describe(text(120), 'One-line professional headline'),
  location: text(100),
  bio: z.describe(text(1000), 'A short biography, plain text (at most 1,000 characters)'),
  image: z.describe(z.optional(httpsUrl), "The owner's picture, such as the GitHub avatar"),
  website: z.describe(z.optional(httpsUrl), 'A personal website or blog'),
  skills: distinct(text(50), 'skill', (skill) => skill).check(
    z.minLength(1, 'name at least one skill'),
    z.maxLength(40, 'at most 40 skills'),
  ),
  profiles: z._default(
    distinct(SocialProfileSchema, 'profile', (profile) => profile.url),
    [],
  ),
  githubUser: z.string().check(z.regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, 'must be a valid GitHub username')),
});

const CHANNEL_KINDS = ['email', 'linkedin', 'github', 'mastodon', 'bluesky', 'x', 'website', 'other'] as const;
const ChannelKindSchema = z.enum(CHANNEL_KINDS);

const ContactChannelSchema = z.object({
  kind: ChannelKindSchema,
  label: text(40),
  value: z.describe(text(200), 'What a person types or sees, e.g. the address or handle'),
  url: z.union([httpsUrl, mailtoUrl]),
});

export const ContactSchema = z.object({
  preferred: z.describe(ChannelKindSchema, 'The channel the owner answers first'),
  availability: z.describe(text(280), 'What the owner is open to'),
  channels: distinct(ContactChannelSchema, 'channel', (channel) => channel.url).check(z.minLength(1, 'give at least one channel')),
});

const slug = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase a–z letters (no accents), digits and single hyphens'), z.maxLength(60));

const ProjectInputSchema = z.object({
  name: text(80),
  slug: z.describe(z.optional(slug), 'Its address, /projects/<slug>; made from the name when left out'),
  summary: text(280),
  tags: tags('tag'),
  repoUrl: z.optional(httpsUrl),
  demoUrl: z.optional(httpsUrl),
  featured: z._default(z.boolean(), false),
  startDate: z.optional(resumeDate),
  endDate: z.optional(resumeDate),
  highlights: z.describe(
    z._default(z.array(text(280)).check(z.maxLength(10, 'at most 10 highlights')), []),
    'What it achieved, one line each',
  ),
  roles: z.describe(
    z._default(z.array(text(80)).check(z.maxLength(10, 'at most 10 roles')), []),
    'What the owner did in it: "Maintainer", "Designer"',
  ),
});

/** A project as the site serves it (list_projects): every default filled in, its slug set (./project-slug.ts). */
export const ProjectOutputSchema = z.extend(ProjectInputSchema, {
  slug,
  tags: z.array(z.string()),
  featured: z.boolean(),
  highlights: z.array(z.string()),
  roles: z.array(z.string()),
});

/** A project as the owner wrote it; its long write-up and cover image live in src/content/projects/<slug>.md. */
const ProjectSchema = ProjectInputSchema;

export const WorkSchema = z.object({
  name: z.describe(text(120), 'The organisation'),
  position: text(120),
  url: z.optional(httpsUrl),
  location: z.optional(text(100)),
  startDate: resumeDate,
  endDate: z.describe(z.optional(resumeDate), 'Left out while the position is current'),
  summary: z.optional(text(600)),
  highlights: z._default(z.array(text(280)).check(z.maxLength(10, 'at most 10 highlights')), []),
});

const EducationSchema = z.object({
  institution: text(120),
  area: z.describe(z.optional(text(120)), 'The field: "Computer Science"'),
  studyType: z.describe(z.optional(text(80)), 'The degree: "Bachelor", "MSc"'),
  url: z.optional(httpsUrl),
  startDate: z.optional(resumeDate),
  endDate: z.optional(resumeDate),
});

const SpokenLanguageSchema = z.object({
  language: text(60),
  fluency: z.describe(z.optional(text(60)), '"Native speaker", "Professional working proficiency", "C1"'),
});

const CertificateSchema = z.object({
  name: text(160),
  issuer: z.optional(text(120)),
  date: z.optional(resumeDate),
  url: z.optional(httpsUrl),
});

const VolunteerSchema = z.object({
  organization: text(120),
  position: text(120),
  url: z.optional(httpsUrl),
  startDate: z.optional(resumeDate),
  endDate: z.optional(resumeDate),
  summary: z.optional(text(600)),
  highlights: z._default(z.array(text(280)).check(z.maxLength(10, 'at most 10 highlights')), []),
});

const AwardSchema = z.object({
  title: text(160),
  awarder: z.optional(text(120)),
  date: z.optional(resumeDate),
  summary: z.optional(text(600)),
});

const PublicationSchema = z.object({
  name: text(200),
  publisher: z.optional(text(120)),
  releaseDate: z.optional(resumeDate),
  url: z.optional(httpsUrl),
  summary: z.optional(text(600)),
});

const InterestSchema = z.object({
  name: text(80),
  keywords: tags('keyword'),
});

const ReferenceSchema = z.object({
  name: text(120),
  reference: text(1000),
});

/** References name other people: kept in the owner file, shown on the site only when the owner says so. */
const ReferencesSchema = z.object({
  public: z.describe(z._default(z.boolean(), false), 'Show the references on /resume, its twin, /resume.json and get_resume'),
  entries: z._default(z.array(ReferenceSchema).check(z.maxLength(20, 'at most 20 references')), []),
});

export const DeveloperResourceSchema = z.object({
  title: text(80),
  url: z.describe(siteLink, 'A path on this site or an absolute URL'),
  description: text(280),
  mediaType: z.string().check(z.regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'must be a media type such as application/json')),
  method: z.describe(
    z.optional(z.enum(['GET', 'POST'])),
    'Set for an HTTP API endpoint: it is shown as `METHOD path`, never as a link a reader would GET',
  ),
});

const signal = z.enum(['yes', 'no']);

/** Content Signals (contentsignals.org): what the owner allows automated readers to do with the content. */
const ContentSignalsSchema = z.describe(
  z.strictObject({
    search: z.describe(signal, 'Build a search index and show links and short excerpts'),
    'ai-input': z.describe(signal, 'Use the content as input to AI answers (retrieval, grounding)'),
    'ai-train': z.describe(signal, 'Train or fine-tune AI models on the content'),
  }),
  'Sent as the Content-Signal header and written into robots.txt, and as the IETF AI preferences (Content-Usage: train-ai, search)',
);

/**
 * Comments under each post, off unless set: GitHub Discussions shown by giscus (giscus.app), which
 * gives these four values for a repository with Discussions on and the giscus app installed.
 */
const CommentsSchema = z.describe(
  z.strictObject({
    repo: z.describe(
      z.string().check(z.regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'must be a GitHub repository as owner/name'), z.maxLength(140)),
      'The public repository whose Discussions hold the comments, as owner/name',
    ),
    repoId: z.describe(
      z.string().check(z.regex(/^[A-Za-z0-9_=-]{1,64}$/, 'must be the repository id giscus.app gives')),
      "The repository's id, from giscus.app",
    ),
    category: z.describe(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'The Discussions category the comments go in'),
    categoryId: z.describe(
      z.string().check(z.regex(/^[A-Za-z0-9_=-]{1,64}$/, 'must be the category id giscus.app gives')),
      "The category's id, from giscus.app",
    ),
  }),
  'Comments under each post by giscus (GitHub Discussions); nothing is requested from giscus until a reader asks to see them',
);

/**
 * The switches of the capabilities that have one, by their folder's name: each
 * capability says whether it is on when this does not say (src/capabilities/<name>/README.md).
 */
const FeaturesSchema = z.describe(
  z.record(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, "must be a capability's name")), z.boolean()),
  'Capabilities switched on or off by name (its folder in src/capabilities/; docs/configuration.md lists the switches and their defaults); switch one off and it is gone everywhere, its function too',
);

export const SiteSchema = z.object({
  url: z.describe(httpsUrl, "Production URL; SITE_URL or Netlify's URL override it at build time"),
  language: z.describe(z._default(languageTag, 'en'), 'BCP 47 tag of the language the site speaks: every interface word follows it'),
  // A portfolio wants to be found and quoted; training is the owner's explicit choice.
  contentSignals: z._default(ContentSignalsSchema, { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' }),
  accent: z.describe(
    z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb'))),
    'Your accent colour (#rrggbb): links, the current page, badges; adjusted where needed to stay readable in both themes',
  ),
  features: z._default(FeaturesSchema, {}),
  resumePaper: z.describe(
    z._default(z.enum(['a4', 'letter']), 'a4'),
    "The paper the résumé's PDF (/resume.pdf) is set on: A4, or US Letter",
  ),
  comments: z.optional(CommentsSchema),
});

export type ContentSignals = z.infer<typeof ContentSignalsSchema>;

/** `search=yes, ai-input=yes, ai-train=no`: the Content-Signal header and robots.txt value. */
export const contentSignalValue = (signals: ContentSignals) =>
  Object.entries(signals)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

/**
 * `train-ai=n, search=y`: the same policy in the IETF's AI preferences vocabulary (aipref), for the
 * Content-Usage header and robots.txt rule: `train-ai` is Content Signals' `ai-train` and `search`
 * its `search`; `ai-input` (retrieval, grounding) has no term there and is left unstated.
 */
const contentUsageValue = (signals: ContentSignals) =>
  `train-ai=${signals['ai-train'] === 'yes' ? 'y' : 'n'}, search=${signals.search === 'yes' ? 'y' : 'n'}`;

/** The owner's policy for automated readers in both vocabularies: Content Signals and aipref's Content-Usage. */
export interface UsagePolicy {
  contentSignal: string;
  contentUsage: string;
}

export const usagePolicy = (signals: ContentSignals): UsagePolicy => ({
  contentSignal: contentSignalValue(signals),
  contentUsage: contentUsageValue(signals),
});

export const OwnerContentSchema = z
  .object({
    example: z.describe(z._default(z.boolean(), false), 'True while the shipped example content is in place'),
    site: SiteSchema,
    profile: ProfileSchema,
    contact: ContactSchema,
    projects: z.array(ProjectSchema).check(z.maxLength(100, 'at most 100 projects')),
    work: z._default(z.array(WorkSchema), []),
    education: z._default(z.array(EducationSchema), []),
    languages: z._default(
      distinct(SpokenLanguageSchema, 'language', (entry) => entry.language),
      [],
    ),
    certificates: z._default(z.array(CertificateSchema), []),
    volunteer: z._default(z.array(VolunteerSchema), []),
    awards: z._default(z.array(AwardSchema), []),
    publications: z._default(z.array(PublicationSchema), []),
    interests: z._default(z.array(InterestSchema), []),
    references: z._default(ReferencesSchema, { public: false, entries: [] }),
    developerResources: z.describe(
      z._default(z.array(DeveloperResourceSchema), []),
      "Documents or APIs of the owner's own, listed after the site's built-in ones",
    ),
    translations: z.describe(
      z._default(z.record(z.string(), TranslationSchema), {}),
      'The site in further languages, by BCP 47 tag: the texts above translated (any left out show in the default language)',
    ),
  })
  .check(
    z.superRefine((content, ctx) => {
      const names = new Map<string, number>();
      const slugs = new Map<string, number>();
      content.projects.forEach((project, index) => {
        const name = normalizedKey(project.name);
        if (names.has(name))
          ctx.addIssue({ code: 'custom', path: ['projects', index, 'name'], message: `duplicate project name "${project.name}"` });
        else names.set(name, index);
        const slug = projectSlug(project);
        if (slugs.has(slug))
          ctx.addIssue({
            code: 'custom',
            path: ['projects', index, 'slug'],
            message: `duplicate project slug "${slug}": set a slug of its own`,
          });
        else slugs.set(slug, index);
      });
      if (!content.contact.channels.some((channel) => channel.kind === content.contact.preferred)) {
        ctx.addIssue({ code: 'custom', path: ['contact', 'preferred'], message: `no channel of kind "${content.contact.preferred}"` });
      }
      for (const [tag, translation] of Object.entries(content.translations)) {
        const problem = translationLanguageProblem(tag, content.site.language);
        if (problem) ctx.addIssue({ code: 'custom', path: ['translations', tag], message: problem });
        for (const path of untranslatableKeys(translation, content)) {
          ctx.addIssue({
            code: 'custom',
            path: ['translations', tag, ...path],
            message: 'translates nothing: the default language has no text here',
          });
        }
      }
    }),
  );

export type SocialProfile = z.infer<typeof SocialProfileSchema>;
export type ContactChannel = z.infer<typeof ContactChannelSchema>;
/** A project as the site uses it: as written, its slug set. */
export type Project = z.infer<typeof ProjectSchema> & { slug: string };
export type Work = z.infer<typeof WorkSchema>;
export type Education = z.infer<typeof EducationSchema>;
export type SpokenLanguage = z.infer<typeof SpokenLanguageSchema>;
export type Certificate = z.infer<typeof CertificateSchema>;
export type Volunteer = z.infer<typeof VolunteerSchema>;
export type Award = z.infer<typeof AwardSchema>;
export type Publication = z.infer<typeof PublicationSchema>;
export type Interest = z.infer<typeof InterestSchema>;
export type Reference = z.infer<typeof ReferenceSchema>;
export type DeveloperResource = z.infer<typeof DeveloperResourceSchema>;
export type Features = z.infer<typeof FeaturesSchema>;
type WrittenOwnerContent = z.infer<typeof OwnerContentSchema>;
/** The owner content as the site uses it: what the owner wrote, validated, with what is derived from it (withDerived). */
export type OwnerContent = Omit<WrittenOwnerContent, 'projects' | 'site'> & {
  projects: Project[];
  site: WrittenOwnerContent['site'] & {
    /** Every language the site is in, the default (the owner's own texts) first, then those of `translations`. */
    languages: string[];
  };
};
export type OwnerContentInput = z.input<typeof OwnerContentSchema>;

export class OwnerContentError extends Error {
  readonly issues: z.core.$ZodIssue[];

  constructor(source: string, issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    super(`Invalid owner content in ${source}:\n${lines.join('\n')}`);
    this.name = 'OwnerContentError';
    this.issues = issues;
  }
}

/** What the site derives from the owner's words, beside them and never in the schema: each project's slug, the site's languages. */
function withDerived(content: WrittenOwnerContent): OwnerContent {
  return {
    ...content,
    site: { ...content.site, languages: [content.site.language, ...Object.keys(content.translations)] },
    projects: content.projects.map((project) => ({ ...project, slug: projectSlug(project) })),
  };
}

/** Validates owner content; throws an error that names every wrong field, so a bad edit fails the build. */
export function parseOwnerContent(input: unknown, source = OWNER_FILE): OwnerContent {
  const result = OwnerContentSchema.safeParse(input);
  if (!result.success) throw new OwnerContentError(source, result.error.issues);
  return withDerived(result.data);
}
