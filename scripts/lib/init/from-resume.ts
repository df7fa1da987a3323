/** A JSON Resume -> a draft of the owner content. Pure: no I/O. */
import type {
  Award,
  Certificate,
  Education,
  Interest,
  Publication,
  Reference,
  SpokenLanguage,
  Volunteer,
  Work,
} from '../../../src/lib/owner/schema.ts';
import { slugify } from '../../../src/lib/owner/normalize.ts';
import { emptyDraft, type OwnerDraft, type ProjectDraft } from './draft.ts';
import type { Resume } from './resume-schema.ts';
import { socialProfile } from './social.ts';
import { assumedHttps, cleanClipped, cleanText, defined, distinctBy, emailAddress, httpUrl, LIMITS, textList } from './text.ts';

export interface ResumeReading {
  draft: OwnerDraft;
  /** The résumé sections that had something init used: "basics", "work", … */
  sections: string[];
  /** Entries and values left out, and why; web addresses read with an https:// they lacked. */
  notes: string[];
}

type Entry = Record<string, unknown>;
/** The web address in one field of an entry, noting at that field's path what init made of it. */
type UrlReader = (field: string) => string | undefined;

/**
 * A résumé's web address as the site can link it: an http(s) URL as written, a scheme-less one
 * ("example.com") with https:// (noted), anything else left out (noted).
 */
function readUrl(value: unknown, where: string, notes: string[]): string | undefined {
  const text = cleanText(value);
  const url = httpUrl(text);
  if (url || text === undefined) return url;
  const assumed = assumedHttps(text);
  notes.push(assumed ? `${where} "${text}" read as ${assumed}` : `${where} "${text}" left out: not a web address`);
  return assumed;
}

const SECTIONS = [
  'basics',
  'work',
  'education',
  'skills',
  'languages',
  'certificates',
  'volunteer',
  'awards',
  'publications',
  'interests',
  'references',
  'projects',
] as const;
const CODE_HOSTS = new Set(['github.com', 'gitlab.com', 'codeberg.org', 'bitbucket.org']);

/** "Córdoba, Córdoba, Argentina": the city, the region and the country named in the site's language. */
export function locationText(location: Entry | undefined, language: string): string | undefined {
  if (!location) return undefined;
  const code = cleanText(location.countryCode);
  let country = code;
  if (code) {
    try {
      country = new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
    } catch {
      // Not a region code Intl knows: keep what the résumé says.
    }
  }
  const parts = distinctBy(
    [cleanText(location.city), cleanText(location.region), country].filter((part) => part !== undefined),
    (p) => p,
  );
  return parts.length ? cleanClipped(parts.join(', '), LIMITS.location) : undefined;
}

/** Entries with every field the owner schema requires; the others are noted and left out. */
function required<T>(
  section: string,
  entries: Entry[] | undefined,
  fields: string[],
  make: (entry: Entry, url: UrlReader) => T,
  notes: string[],
): T[] {
  const kept: T[] = [];
  (entries ?? []).forEach((entry, index) => {
    const missing = fields.filter((field) => cleanText(entry[field]) === undefined);
    if (missing.length) notes.push(`${section}[${index}] left out: it has no ${missing.join(' or ')}`);
    else kept.push(make(entry, (field) => readUrl(entry[field], `${section}[${index}].${field}`, notes)));
  });
  return kept;
}

const date = (value: unknown) => cleanText(value);
const nonEmpty = (list: string[]) => (list.length ? list : undefined);

/** An entry's highlights, cleaned and clipped; undefined when it has none (the schema's default then applies). */
function highlightsOf(entry: Entry): string[] | undefined {
  const highlights = ((entry.highlights as unknown[] | undefined) ?? [])
    .map((highlight) => cleanClipped(highlight, LIMITS.highlight))
    .filter((highlight) => highlight !== undefined)
    .slice(0, LIMITS.highlights);
  return highlights.length ? highlights : undefined;
}

function work(entry: Entry, url: UrlReader): Work {
  const highlights = highlightsOf(entry);
  return defined({
    name: cleanClipped(entry.name, LIMITS.organisation)!,
    position: cleanClipped(entry.position, LIMITS.position)!,
    url: url('url'),
    location: cleanClipped(entry.location, LIMITS.location),
    startDate: date(entry.startDate)!,
    endDate: date(entry.endDate),
    summary: cleanClipped(entry.summary, LIMITS.workSummary),
    highlights,
  }) as Work;
}

function volunteer(entry: Entry, url: UrlReader): Volunteer {
  return defined({
    organization: cleanClipped(entry.organization, LIMITS.organisation)!,
    position: cleanClipped(entry.position, LIMITS.position)!,
    url: url('url'),
    startDate: date(entry.startDate),
    endDate: date(entry.endDate),
    summary: cleanClipped(entry.summary, LIMITS.summary),
    highlights: highlightsOf(entry),
  }) as Volunteer;
}

function award(entry: Entry): Award {
  return defined({
    title: cleanClipped(entry.title, LIMITS.awardTitle)!,
    awarder: cleanClipped(entry.awarder, LIMITS.issuer),
    date: date(entry.date),
    summary: cleanClipped(entry.summary, LIMITS.summary),
  }) as Award;
}

function publication(entry: Entry, url: UrlReader): Publication {
  return defined({
    name: cleanClipped(entry.name, LIMITS.publicationName)!,
    publisher: cleanClipped(entry.publisher, LIMITS.issuer),
    releaseDate: date(entry.releaseDate),
    url: url('url'),
    summary: cleanClipped(entry.summary, LIMITS.summary),
  }) as Publication;
}

function interest(entry: Entry): Interest {
  return {
    name: cleanClipped(entry.name, LIMITS.interest)!,
    keywords: textList((entry.keywords as unknown[] | undefined) ?? [], LIMITS.keyword, LIMITS.keywords),
  };
}

function reference(entry: Entry): Reference {
  return { name: cleanClipped(entry.name, LIMITS.referenceName)!, reference: cleanClipped(entry.reference, LIMITS.reference)! };
}

function education(entry: Entry, url: UrlReader): Education {
  return defined({
    institution: cleanClipped(entry.institution, LIMITS.organisation)!,
    area: cleanClipped(entry.area, LIMITS.area),
    studyType: cleanClipped(entry.studyType, LIMITS.studyType),
    url: url('url'),
    startDate: date(entry.startDate),
    endDate: date(entry.endDate),
  }) as Education;
}

function spokenLanguage(entry: Entry): SpokenLanguage {
  return defined({
    language: cleanClipped(entry.language, LIMITS.spokenLanguage)!,
    fluency: cleanClipped(entry.fluency, LIMITS.fluency),
  }) as SpokenLanguage;
}

function certificate(entry: Entry, url: UrlReader): Certificate {
  return defined({
    name: cleanClipped(entry.name, LIMITS.certificateName)!,
    issuer: cleanClipped(entry.issuer, LIMITS.issuer),
    date: date(entry.date),
    url: url('url'),
  }) as Certificate;
}

/** A résumé project; its URL is the repository when it is on a code host, else the live demo. */
function project(entry: Entry, url: UrlReader): ProjectDraft {
  const name = cleanClipped(entry.name, LIMITS.projectName)!;
  const address = url('url');
  const onCodeHost = address !== undefined && CODE_HOSTS.has(new URL(address).hostname.replace(/^www\./, ''));
  return {
    ...defined({
      summary: cleanClipped(entry.description, LIMITS.projectSummary),
      repoUrl: onCodeHost ? address : undefined,
      demoUrl: onCodeHost ? undefined : address,
      startDate: date(entry.startDate),
      endDate: date(entry.endDate),
      highlights: highlightsOf(entry),
      roles: nonEmpty(textList((entry.roles as unknown[] | undefined) ?? [], LIMITS.role, LIMITS.roles)),
    }),
    name,
    slug: slugify(name),
    tags: textList((entry.keywords as unknown[] | undefined) ?? [], LIMITS.tag, LIMITS.tags),
  };
}

export function draftFromResume(resume: Resume, language: string): ResumeReading {
  const notes: string[] = [];
  const basics = resume.basics ?? {};
  const draft: OwnerDraft = {
    ...emptyDraft(),
    ...defined({
      name: cleanClipped(basics.name, LIMITS.name),
      headline: cleanClipped(basics.label, LIMITS.headline),
      bio: cleanClipped(basics.summary, LIMITS.bio),
      location: locationText(basics.location, language),
      website: readUrl(basics.url, 'basics.url', notes),
      image: readUrl(basics.image, 'basics.image', notes),
      email: emailAddress(basics.email),
    }),
    profiles: (basics.profiles ?? []).map((p) => socialProfile(p.network, p.url, p.username)).filter((p) => p !== undefined),
    skills: textList(
      (resume.skills ?? []).flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]),
      LIMITS.skill,
      LIMITS.skills,
    ),
    work: required('work', resume.work, ['name', 'position', 'startDate'], work, notes),
    education: required('education', resume.education, ['institution'], education, notes),
    languages: distinctBy(required('languages', resume.languages, ['language'], spokenLanguage, notes), (entry) => entry.language),
    certificates: required('certificates', resume.certificates, ['name'], certificate, notes),
    volunteer: required('volunteer', resume.volunteer, ['organization', 'position'], volunteer, notes),
    awards: required('awards', resume.awards, ['title'], award, notes),
    publications: required('publications', resume.publications, ['name'], publication, notes),
    interests: distinctBy(required('interests', resume.interests, ['name'], interest, notes), (entry) => entry.name),
    references: required('references', resume.references, ['name', 'reference'], reference, notes).slice(0, LIMITS.references),
    projects: distinctBy(required('projects', resume.projects, ['name'], project, notes), (entry) => entry.slug),
  };
  const sections = SECTIONS.filter((section) => {
    const value = resume[section];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && Object.keys(value).length > 0;
  });
  return { draft, sections, notes };
}
