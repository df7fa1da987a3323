import { capabilitiesOn } from '../capabilities/list.ts';
import { dictionaryFor } from '../data/dictionaries.ts';
import { languageName } from '../lib/i18n/language-name.ts';
import { markdownCodeSpan, markdownLink, markdownText } from '../lib/markdown/escape.ts';
import { developerResources } from '../capabilities/developer-resources/resources.ts';
import { wordsOf } from '../capabilities/capability.ts';
import type { LlmsDocument } from '../lib/discovery/llms-txt.ts';
import { isProjectPath } from '../lib/owner/project-slug.ts';
import { pagePathIn } from '../lib/owner/localize.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { absoluteUrl } from '../lib/urls.ts';

interface PageEntry {
  path: string;
  defaultPath?: string;
  nav: string;
  description: string;
  twin: string;
}

type Resource = OwnerContent['developerResources'][number];

/** Markdown and plain text: what an agent reads as documentation. */
const isReadable = (resource: Resource) => resource.mediaType.startsWith('text/');

/** "`GET https://…/openapi.json`: OpenAPI description (application/json). The contract …", as Markdown. */
const namedResource = (address: string, resource: Resource) =>
  `${markdownCodeSpan(address)}: ${markdownText(resource.title)} (${markdownText(resource.mediaType)}). ${markdownText(resource.description)}`;

/**
 * The site's llms.txt, in the owner's language. It links readable documents only (the
 * pages' and the projects' Markdown twins, llms-full.txt, the projects' repositories), each answering a GET
 * with Markdown or text. Machine-readable documents (OpenAPI, the MCP server card, the AI
 * Catalog, the sitemap) and the endpoints (resources with a method) are named in prose with
 * their absolute URLs, so no agent mistakes a JSON document or an API for a page to read.
 */
export function siteLlmsDocument(
  owner: OwnerContent,
  pages: PageEntry[],
  siteUrl: string,
  /** The same index in the site's other languages, if it has any. */
  otherLanguages: { language: string; path: string }[] = [],
): LlmsDocument {
  const dictionary = dictionaryFor(owner.site.language);
  const words = dictionary.llms;
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const capabilities = capabilitiesOn(owner).map((capability) => ({
    llms: capability.llms,
    words: wordsOf(capability, owner.site.language),
  }));
  const resources = developerResources(owner, capabilitiesOn(owner)).filter((resource) => resource.url !== '/llms.txt');
  const readable = resources.filter((resource) => !resource.method && isReadable(resource));
  const machineReadable = resources.filter((resource) => !resource.method && !isReadable(resource));
  const endpoints = resources.filter((resource) => resource.method);
  const link = (page: PageEntry) => ({ name: page.nav, url: url(page.twin), note: page.description });
  // Pages are sorted by their default-language path: "/en/projects/x" is a project page as "/projects/x" is.
  const pathOf = (page: PageEntry) => page.defaultPath ?? page.path;
  const projectPages = pages.filter((page) => isProjectPath(pathOf(page)));
  // A capability's pages in a section of their own (the posts).
  const capabilitySections = capabilities.flatMap(({ llms, words: own }) => {
    const section = llms?.section?.(own);
    if (!section) return [];
    const owned = pages.filter((page) => section.owns(pathOf(page)));
    return owned.length ? [{ title: section.title, owns: section.owns, links: owned.map(link) }] : [];
  });
  const capabilityDetails = capabilities.flatMap(({ llms, words: own }) =>
    llms?.detail ? [llms.detail(own, (path) => url(pagePathIn(owner, path)))] : [],
  );
  const general = (page: PageEntry) => !isProjectPath(pathOf(page)) && !capabilitySections.some((section) => section.owns(pathOf(page)));
  const named = (items: Resource[], address: (resource: Resource) => string) =>
    items.map((resource) => namedResource(address(resource), resource)).join(' ');
  return {
    ...llmsHeading(owner),
    details: [
      markdownText(owner.profile.bio),
      ...(otherLanguages.length
        ? [words.otherLanguages(otherLanguages.map((other) => markdownLink(languageName(other.language), url(other.path))).join(', '))]
        : []),
      words.negotiation(markdownCodeSpan('Accept: text/markdown'), url('/openapi.json')),
      ...(machineReadable.length ? [`${words.machineReadable} ${named(machineReadable, (r) => `GET ${url(r.url)}`)}`] : []),
      ...(endpoints.length ? [`${words.endpoints} ${named(endpoints, (r) => `${r.method} ${url(r.url)}`)}`] : []),
      ...capabilityDetails,
    ],
    sections: [
      { title: words.pagesSection, links: pages.filter(general).map(link) },
      ...(projectPages.length ? [{ title: words.projectsSection, links: projectPages.map(link) }] : []),
      ...capabilitySections.map(({ title, links }) => ({ title, links })),
      {
        title: words.optionalSection,
        links: [
          ...readable.map((resource) => ({ name: resource.title, url: url(resource.url), note: resource.description })),
          ...owner.projects.filter((p) => p.repoUrl).map((p) => ({ name: p.name, url: p.repoUrl!, note: p.summary })),
        ],
      },
    ],
  };
}

/** llms.txt's heading (and llms-full.txt's), which no page changes: the default language's is the config's. */
export function llmsHeading(owner: OwnerContent): Pick<LlmsDocument, 'title' | 'summary' | 'sourceLabel'> {
  const words = dictionaryFor(owner.site.language).llms;
  return { title: owner.profile.name, summary: words.summary(owner.profile.headline, owner.profile.location), sourceLabel: words.source };
}
