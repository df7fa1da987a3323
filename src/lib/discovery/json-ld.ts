import { normalizedKey } from '../owner/normalize.ts';
import { projectPath } from '../owner/project-slug.ts';
import type { OwnerContent, Project } from '../owner/schema.ts';
import { languageCode } from '../i18n/language-code.ts';
import { pagePathIn } from '../owner/localize.ts';
import { absoluteUrl } from '../urls.ts';

type Named = { name: string; url?: string };

/** One entry per organisation (names compared case- and accent-blind), with its URL when the owner gave one. */
function organisations(type: 'Organization' | 'EducationalOrganization', entries: Named[]) {
  const byName = new Map<string, Named>();
  for (const entry of entries) if (!byName.has(normalizedKey(entry.name))) byName.set(normalizedKey(entry.name), entry);
  return [...byName.values()].map(({ name, url }) => ({ '@type': type, name, ...(url ? { url } : {}) }));
}

/** The résumé facts schema.org's Person has keys for; a key only when the owner gave something for it. */
function resumeFacts({ work, education, languages, site }: OwnerContent) {
  const current = organisations(
    'Organization',
    work.filter((position) => position.endDate === undefined),
  );
  const schools = organisations(
    'EducationalOrganization',
    education.map((entry) => ({ name: entry.institution, url: entry.url })),
  );
  const spoken = languages.map(({ language }) => {
    const code = languageCode(language, site.language);
    return { '@type': 'Language', name: language, ...(code ? { alternateName: code } : {}) };
  });
  return {
    ...(current.length ? { worksFor: current } : {}),
    ...(schools.length ? { alumniOf: schools } : {}),
    ...(spoken.length ? { knowsLanguage: spoken } : {}),
  };
}

/** schema.org ProfilePage for the home page: the owner as its main entity, a Person, with where they work and studied and the languages they speak. */
export function profilePageJsonLd(owner: OwnerContent, siteUrl: string) {
  const { profile } = owner;
  const home = absoluteUrl(pagePathIn(owner, '/'), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: home,
    inLanguage: owner.site.language,
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      url: home,
      jobTitle: profile.headline,
      description: profile.bio,
      homeLocation: { '@type': 'Place', name: profile.location },
      knowsAbout: profile.skills,
      ...resumeFacts(owner),
      sameAs: [
        ...new Set([
          ...(profile.website ? [profile.website] : []),
          ...profile.profiles.map((p) => p.url),
          `https://github.com/${profile.githubUser}`,
        ]),
      ],
    },
  };
}

/**
 * schema.org for a project's page: SoftwareSourceCode when it has a repository, else
 * CreativeWork; its author is the owner, the Person of the home page.
 */
export function projectJsonLd(project: Project, owner: OwnerContent, siteUrl: string) {
  const url = absoluteUrl(pagePathIn(owner, projectPath(project)), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': project.repoUrl ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.name,
    description: project.summary,
    url,
    mainEntityOfPage: url,
    inLanguage: owner.site.language,
    author: { '@type': 'Person', name: owner.profile.name, url: absoluteUrl(pagePathIn(owner, '/'), siteUrl) },
    ...(project.tags.length ? { keywords: project.tags } : {}),
    ...(project.startDate ? { dateCreated: project.startDate } : {}),
    ...(project.repoUrl ? { codeRepository: project.repoUrl } : {}),
  };
}
