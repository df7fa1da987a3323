import { resumeWordsIn } from '../words.ts';
import { emailAddress } from '../../../lib/owner/email-address.ts';
import type { OwnerContent } from '../../../lib/owner/schema.ts';
import { absoluteUrl } from '../../../lib/urls.ts';
import { JSON_RESUME_SCHEMA_URL, JSON_RESUME_VERSION, type JsonResume } from './schema.ts';

/** A URL as the WHATWG parser writes it: `<`, `>`, spaces and quotes percent-encoded, so it is an RFC 3986 URI. */
const uri = (url: string) => new URL(url).href;
const optionalUri = (url: string | undefined) => (url === undefined ? {} : { url: uri(url) });

/** `T` with the keys that may be undefined made optional instead. */
type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Copies the keys whose value is defined: JSON Resume leaves unknown fields out rather than null. */
function defined<T extends Record<string, unknown>>(value: T): Defined<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}

/** "2026-11-23T23:49:28.123Z" -> "2026-11-23T23:49:28", the form JSON Resume's `meta.lastModified` asks for. */
const lastModifiedOf = (date: Date) => date.toISOString().slice(0, 19);

/**
 * The owner's résumé as a JSON Resume document. `builtAt` (when the site was built) becomes
 * `meta.lastModified`; without it the key is left out, as nothing else knows when the content changed.
 */
export function jsonResume(owner: OwnerContent, siteUrl: string, builtAt?: Date): JsonResume {
  const { profile } = owner;
  const words = resumeWordsIn(owner.site.language).resume;
  const profiles = profile.profiles.map((p) => defined({ network: p.network, username: p.username, url: uri(p.url) }));
  const website =
    profile.website && !profiles.some((p) => p.url === uri(profile.website!))
      ? [{ network: words.website, url: uri(profile.website) }]
      : [];
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: defined({
      name: profile.name,
      label: profile.headline,
      image: profile.image && uri(profile.image),
      email: emailAddress(owner.contact.channels),
      url: absoluteUrl('/', siteUrl),
      summary: profile.bio,
      location: { region: profile.location },
      profiles: [...website, ...profiles],
    }),
    work: owner.work.map((w) =>
      defined({
        name: w.name,
        position: w.position,
        ...optionalUri(w.url),
        location: w.location,
        startDate: w.startDate,
        endDate: w.endDate,
        summary: w.summary,
        highlights: w.highlights,
      }),
    ),
    education: owner.education.map((e) =>
      defined({
        institution: e.institution,
        ...optionalUri(e.url),
        area: e.area,
        studyType: e.studyType,
        startDate: e.startDate,
        endDate: e.endDate,
      }),
    ),
    skills: profile.skills.map((name) => ({ name })),
    languages: owner.languages.map((l) => defined({ language: l.language, fluency: l.fluency })),
    certificates: owner.certificates.map((c) => defined({ name: c.name, issuer: c.issuer, date: c.date, ...optionalUri(c.url) })),
    volunteer: owner.volunteer.map((v) =>
      defined({
        organization: v.organization,
        position: v.position,
        ...optionalUri(v.url),
        startDate: v.startDate,
        endDate: v.endDate,
        summary: v.summary,
        highlights: v.highlights,
      }),
    ),
    awards: owner.awards.map((a) => defined({ title: a.title, date: a.date, awarder: a.awarder, summary: a.summary })),
    publications: owner.publications.map((p) =>
      defined({ name: p.name, publisher: p.publisher, releaseDate: p.releaseDate, ...optionalUri(p.url), summary: p.summary }),
    ),
    interests: owner.interests.map((i) => ({ name: i.name, keywords: i.keywords })),
    references: owner.references.public ? owner.references.entries.map((r) => ({ name: r.name, reference: r.reference })) : [],
    projects: owner.projects.map((p) =>
      defined({
        name: p.name,
        description: p.summary,
        ...optionalUri(p.demoUrl ?? p.repoUrl),
        startDate: p.startDate,
        endDate: p.endDate,
        highlights: p.highlights,
        roles: p.roles,
        keywords: p.tags,
      }),
    ),
    meta: defined({
      canonical: absoluteUrl('/resume.json', siteUrl),
      version: JSON_RESUME_VERSION,
      lastModified: builtAt && lastModifiedOf(builtAt),
    }),
  };
}
