import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';
import type { LlmsDocument } from './llms-txt.ts';

interface PageEntry {
  nav: string;
  description: string;
  twin: string;
}

const OPTIONAL_PATHS = new Set(['/llms-full.txt', '/sitemap.xml']);
const MCP_PATHS = new Set(['/mcp/server-card', '/.well-known/ai-catalog.json']);

/**
 * The site's llms.txt: pages (as Markdown twins), API and MCP documents, and an Optional
 * section. It links documents only, each answering a GET with a text body; endpoints (the
 * resources with a method) are described in prose as `METHOD path`, never linked.
 */
export function siteLlmsDocument(owner: OwnerContent, pages: PageEntry[], siteUrl: string): LlmsDocument {
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const documents = owner.developerResources.filter((resource) => resource.url !== '/llms.txt' && !resource.method);
  const endpoints = owner.developerResources.filter((resource) => resource.method);
  const link = (resource: OwnerContent['developerResources'][number]) => ({
    name: resource.title,
    url: url(resource.url),
    note: resource.description,
  });
  return {
    title: owner.profile.name,
    summary: `${owner.profile.headline}. ${owner.profile.location}. Personal portfolio and developer portal: every page has a Markdown twin, and public keyless APIs and an MCP server expose the same information.`,
    details: [
      owner.profile.bio,
      `Send \`Accept: text/markdown\` to any page URL to get its Markdown twin. The APIs need no credential; their contract is ${url('/openapi.json')}.`,
      ...(endpoints.length
        ? [
            `Endpoints (not documents to fetch): ${endpoints.map((e) => `\`${e.method} ${url(e.url)}\`: ${e.title}. ${e.description}`).join(' ')}`,
          ]
        : []),
    ],
    sections: [
      { title: 'Pages', links: pages.map((page) => ({ name: page.nav, url: url(page.twin), note: page.description })) },
      { title: 'APIs', links: documents.filter((r) => !OPTIONAL_PATHS.has(r.url) && !MCP_PATHS.has(r.url)).map(link) },
      { title: 'MCP', links: documents.filter((r) => MCP_PATHS.has(r.url)).map(link) },
      {
        title: 'Optional',
        links: [
          ...documents.filter((r) => OPTIONAL_PATHS.has(r.url)).map(link),
          ...owner.projects.filter((p) => p.repoUrl).map((p) => ({ name: p.name, url: p.repoUrl!, note: p.summary })),
        ],
      },
    ],
  };
}
