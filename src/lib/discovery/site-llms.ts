import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';
import type { LlmsDocument } from './llms-txt.ts';

interface PageEntry {
  nav: string;
  description: string;
  twin: string;
}

type Resource = OwnerContent['developerResources'][number];

/** Markdown and plain text: what an agent reads as documentation. */
const isReadable = (resource: Resource) => resource.mediaType.startsWith('text/');

/**
 * The site's llms.txt. It links readable documents only (the pages' Markdown twins,
 * llms-full.txt, the projects' repositories), each answering a GET with Markdown or text.
 * Machine-readable documents (OpenAPI, the MCP server card, the AI Catalog, the sitemap) and
 * the endpoints (resources with a method) are named in prose with their absolute URLs, so
 * no agent mistakes a JSON document or an API for a page to read.
 */
export function siteLlmsDocument(owner: OwnerContent, pages: PageEntry[], siteUrl: string): LlmsDocument {
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const resources = owner.developerResources.filter((resource) => resource.url !== '/llms.txt');
  const readable = resources.filter((resource) => !resource.method && isReadable(resource));
  const machineReadable = resources.filter((resource) => !resource.method && !isReadable(resource));
  const endpoints = resources.filter((resource) => resource.method);
  const named = (items: Resource[], label: (resource: Resource) => string) =>
    items.map((resource) => `\`${label(resource)}\`: ${resource.title} (${resource.mediaType}). ${resource.description}`).join(' ');
  return {
    title: owner.profile.name,
    summary: `${owner.profile.headline}. ${owner.profile.location}. Personal portfolio and developer portal: every page has a Markdown twin, and public keyless APIs and an MCP server expose the same information.`,
    details: [
      owner.profile.bio,
      `Send \`Accept: text/markdown\` to any page URL to get its Markdown twin. The APIs need no credential; their contract is ${url('/openapi.json')}.`,
      ...(machineReadable.length ? [`Machine-readable documents: ${named(machineReadable, (r) => `GET ${url(r.url)}`)}`] : []),
      ...(endpoints.length ? [`Endpoints (not documents to fetch): ${named(endpoints, (r) => `${r.method} ${url(r.url)}`)}`] : []),
    ],
    sections: [
      { title: 'Pages', links: pages.map((page) => ({ name: page.nav, url: url(page.twin), note: page.description })) },
      {
        title: 'Optional',
        links: [
          ...readable.map((resource) => ({ name: resource.title, url: url(resource.url), note: resource.description })),
          ...owner.projects.filter((p) => p.repoUrl).map((p) => ({ name: p.name, url: p.repoUrl!, note: p.summary })),
        ],
      },
    ],
  };
}
