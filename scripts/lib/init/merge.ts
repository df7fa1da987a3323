/** The drafts from GitHub and a résumé -> the owner content to write. Pure: no I/O. */
import { normalizedKey } from '../../../src/lib/owner/normalize.ts';
import type {
  ContactChannel,
  ContentSignals,
  DeveloperResource,
  Features,
  OwnerContentInput,
  SocialProfile,
} from '../../../src/lib/owner/schema.ts';
import { projectSlug } from '../../../src/lib/owner/project-slug.ts';
import { keepTranslatable, type Translation } from '../../../src/lib/owner/translations.ts';
import type { OwnerDraft, ProjectDraft } from './draft.ts';
import { defined, distinctBy, LIMITS, textList } from './text.ts';
import type { InitWords } from './words.ts';

/** How many projects, from the top of the list, are featured on the home page. */
export const FEATURED = 3;

/** The skill a profile without any language or skill gets, so the content is valid; listed as a placeholder. */
const FALLBACK_SKILL = 'Git';

export interface SiteSettings {
  url: string;
  language: string;
  features: Features;
  contentSignals: ContentSignals;
  /** The owner's accent colour, kept when init runs again. */
  accent?: string;
  /** The owner's own resources (not the built-in ones), kept when init runs again. */
  developerResources: DeveloperResource[];
  /** The site's further languages and the owner's translations into each (empty for a new one). */
  translations: Record<string, Translation>;
}

export interface GitHubIdentity {
  login: string;
  profileUrl: string;
}

export interface OwnerProposal {
  input: OwnerContentInput;
  /** Fields init filled with a placeholder text, to review: "profile.headline", … */
  placeholders: string[];
}

function sameProject(a: ProjectDraft, b: ProjectDraft): boolean {
  const urls = new Set([b.repoUrl, b.demoUrl].filter(Boolean));
  return (
    normalizedKey(a.name) === normalizedKey(b.name) ||
    a.slug === b.slug ||
    (a.repoUrl !== undefined && urls.has(a.repoUrl)) ||
    (a.demoUrl !== undefined && urls.has(a.demoUrl))
  );
}

/** The résumé's projects first (each completed by its repository), then the other repositories; the first few featured. */
function mergeProjects(fromResume: readonly ProjectDraft[], fromGitHub: readonly ProjectDraft[]): ProjectDraft[] {
  const repos = [...fromGitHub];
  const merged = fromResume.map((project) => {
    const index = repos.findIndex((repo) => sameProject(project, repo));
    if (index < 0) return project;
    const [repo] = repos.splice(index, 1);
    return { ...repo!, ...defined(project), tags: project.tags.length ? project.tags : repo!.tags };
  });
  const distinct = distinctBy(
    distinctBy([...merged, ...repos], (project) => project.slug),
    (project) => project.name,
  );
  return distinct.slice(0, LIMITS.projects).map((project, index) => ({ ...project, featured: index < FEATURED }));
}

/** Profiles elsewhere: the résumé's, then GitHub's on networks the résumé does not list; one per URL. */
export function mergeProfiles(fromResume: readonly SocialProfile[], fromGitHub: readonly SocialProfile[]): SocialProfile[] {
  const networks = new Set(fromResume.map((profile) => normalizedKey(profile.network)));
  const extra = fromGitHub.filter((profile) => !networks.has(normalizedKey(profile.network)));
  return distinctBy([...fromResume, ...extra], (profile) => profile.url.replace(/\/+$/, ''));
}

/** The résumé wins wherever both have a value; lists are joined, the résumé's entries first, duplicates dropped. */
export function mergeDrafts(fromGitHub: OwnerDraft, fromResume: OwnerDraft | undefined): OwnerDraft {
  if (!fromResume) return { ...fromGitHub, projects: mergeProjects([], fromGitHub.projects) };
  return {
    ...fromGitHub,
    ...defined(fromResume),
    skills: textList([...fromResume.skills, ...fromGitHub.skills], LIMITS.skill, LIMITS.skills),
    profiles: mergeProfiles(fromResume.profiles, fromGitHub.profiles),
    projects: mergeProjects(fromResume.projects, fromGitHub.projects),
    work: fromResume.work,
    education: fromResume.education,
    languages: fromResume.languages,
    certificates: fromResume.certificates,
    volunteer: fromResume.volunteer,
    awards: fromResume.awards,
    publications: fromResume.publications,
    interests: fromResume.interests,
    references: fromResume.references,
  };
}

function channels(draft: OwnerDraft, gitHub: GitHubIdentity, words: InitWords): ContactChannel[] {
  const viaGitHub: ContactChannel = { kind: 'github', label: 'GitHub', value: `@${gitHub.login}`, url: gitHub.profileUrl };
  if (!draft.email) return [viaGitHub];
  return [{ kind: 'email', label: words.emailLabel, value: draft.email, url: `mailto:${draft.email}` }, viaGitHub];
}

/** The owner content input for a merged draft; what no source had is filled with a placeholder and listed. */
export function ownerInput(draft: OwnerDraft, gitHub: GitHubIdentity, site: SiteSettings, words: InitWords): OwnerProposal {
  const placeholders: string[] = [];
  const orPlaceholder = <T>(value: T | undefined, placeholder: T, field: string): T => {
    if (value !== undefined) return value;
    placeholders.push(field);
    return placeholder;
  };
  const name = draft.name ?? gitHub.login;
  const contactChannels = channels(draft, gitHub, words);
  const input: OwnerContentInput = {
    example: false,
    site: {
      url: site.url,
      language: site.language,
      contentSignals: site.contentSignals,
      features: site.features,
      ...(site.accent ? { accent: site.accent } : {}),
    },
    profile: {
      name,
      headline: orPlaceholder(draft.headline, words.headline, 'profile.headline'),
      location: orPlaceholder(draft.location, words.location, 'profile.location'),
      bio: orPlaceholder(draft.bio, words.bio(name), 'profile.bio'),
      skills: orPlaceholder(draft.skills.length ? draft.skills : undefined, [FALLBACK_SKILL], 'profile.skills'),
      ...defined({ image: draft.image, website: draft.website }),
      profiles: draft.profiles,
      githubUser: gitHub.login,
    },
    contact: {
      preferred: contactChannels[0]!.kind,
      availability: orPlaceholder(undefined, words.availability, 'contact.availability'),
      channels: contactChannels,
    },
    projects: draft.projects.map(({ summary, placeholderSummary, ...project }) => ({
      ...project,
      summary: orPlaceholder(summary, placeholderSummary ?? words.projectWithoutSummary, `projects.${project.slug}.summary`),
    })),
    work: draft.work,
    education: draft.education,
    languages: draft.languages,
    certificates: draft.certificates,
    volunteer: draft.volunteer,
    awards: draft.awards,
    publications: draft.publications,
    interests: draft.interests,
    references: { public: false, entries: draft.references },
    developerResources: site.developerResources,
  };
  // A translation kept from the owner's own file keeps only what still has a text to translate.
  const projects = input.projects.map((project) => ({ ...project, slug: projectSlug(project) }));
  input.translations = Object.fromEntries(
    Object.entries(site.translations).map(([tag, translation]) => [tag, keepTranslatable(translation, { ...input, projects })]),
  );
  return { input, placeholders };
}
