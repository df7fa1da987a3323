/** Owner content -> the TypeScript module src/content/owner.ts, readable and commented like the shipped one. Pure. */
import type { OwnerContentInput } from '../../../src/lib/owner/schema.ts';

/** A single-quoted JavaScript string literal; any text, however hostile, stays a string. */
export function quote(text: string): string {
  const escaped = text.replace(/[\\'\n\r\t\u2028\u2029\p{Cc}]/gu, (char) => {
    switch (char) {
      case '\\':
        return '\\\\';
      case "'":
        return "\\'";
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default:
        return `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;
    }
  });
  return `'${escaped}'`;
}

const propertyName = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key));

/** A JavaScript literal for JSON-like data; undefined properties are left out. Biome lays out the lines. */
export function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'string') return quote(value);
  if (value !== null && typeof value === 'object') {
    const properties = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => `${propertyName(key)}: ${literal(v)}`);
    return `{ ${properties.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The same object with its keys in the order a reader expects. */
function ordered<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as T;
}

const PROFILE_KEYS = ['name', 'headline', 'location', 'bio', 'skills', 'image', 'website', 'profiles', 'githubUser'] as const;
const PROJECT_KEYS = [
  'name',
  'slug',
  'summary',
  'tags',
  'repoUrl',
  'demoUrl',
  'featured',
  'startDate',
  'endDate',
  'roles',
  'highlights',
] as const;

export interface RenderOrigin {
  gitHubUser: string;
  resumeFile?: string;
  /** YYYY-MM-DD */
  date: string;
}

/** The module's text, before Biome formats it. */
/** The further languages, when there are some: each with the owner's texts translated (none yet for a new one). */
function translationsBlock(translations: NonNullable<OwnerContentInput['translations']>): string {
  if (Object.keys(translations).length === 0) return '';
  return `

  // The site in further languages (/<tag>/…), your texts above translated, keyed like them: projects
  // by slug, résumé entries by their place. A text left out shows in the default language, marked so.
  // For example: en: { profile: { headline: '…', bio: '…' }, projects: { 'my-project': { summary: '…' } } }
  translations: ${literal(translations)},`;
}

export function renderOwnerModule(input: OwnerContentInput, origin: RenderOrigin): string {
  const { site, profile, contact } = input;
  const sources = [`GitHub user \`${origin.gitHubUser}\``, origin.resumeFile && `the résumé ${origin.resumeFile}`].filter(Boolean);
  const projects = input.projects.map((project) => ordered(project, PROJECT_KEYS));
  // The header is a comment: a source path or user name ending it early would break the module.
  const safeSources = sources.join(' and ').replaceAll('*/', '*\\/');
  return `/**
 * YOUR OWNER FILE: everything the site says about you (pages, Markdown twins, llms.txt, the
 * MCP tools, the MCP server card, the OpenAPI info, the résumé) is read from here; a project's
 * long write-up and cover image live in src/content/projects/<slug>.md, your posts in
 * src/content/posts/. The content is validated when the site builds: a wrong entry fails the
 * build and names the field. \`npm run upgrade\` takes the template's next release and leaves
 * src/content/ as it is.
 *
 * Written by \`npm run init\` on ${origin.date} from ${safeSources}. Edit it freely:
 * running init again asks before it replaces your edits.
 */
import { parseOwnerContent } from '../lib/owner/schema.ts';

export const owner = parseOwnerContent({
  example: ${literal(input.example ?? false)},

  site: {
    url: ${literal(site.url)},
    // BCP 47: every interface word follows it (src/lib/i18n/locales/ has the shipped languages).
    language: ${literal(site.language)},
    // What automated readers may do with the content (contentsignals.org); sent as the
    // Content-Signal header and written into robots.txt, with the same policy as the IETF's
    // AI preferences (Content-Usage: train-ai, search; docs/agents-and-discovery.md).
    contentSignals: ${literal(site.contentSignals)},
    // The template's own features: switch one off and it is gone everywhere, its function too.
    features: ${literal(site.features)},${
      site.accent ? `\n    // Links, the current page, badges: kept readable in both themes.\n    accent: ${literal(site.accent)},` : ''
    }
  },

  profile: ${literal(ordered(profile, PROFILE_KEYS))},

  contact: ${literal(ordered(contact, ['preferred', 'availability', 'channels']))},

  projects: ${literal(projects)},

  // The résumé (/resume, /resume.md, /resume.json, the MCP tool get_resume), as in JSON Resume.
  // Leave these out and there is no résumé.
  work: ${literal(input.work ?? [])},
  education: ${literal(input.education ?? [])},
  languages: ${literal(input.languages ?? [])},
  certificates: ${literal(input.certificates ?? [])},
  volunteer: ${literal(input.volunteer ?? [])},
  awards: ${literal(input.awards ?? [])},
  publications: ${literal(input.publications ?? [])},
  interests: ${literal(input.interests ?? [])},
  // References name other people: shown on the site only once \`public\` is true.
  references: ${literal(input.references ?? { public: false, entries: [] })},

  // Documents or APIs of your own, listed after the site's built-in ones on /developers and in llms.txt.
  developerResources: ${literal(input.developerResources ?? [])},${translationsBlock(input.translations ?? {})}
});
`;
}
