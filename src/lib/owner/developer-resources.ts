import type { DeveloperResource, Features } from './schema.ts';

/** The machine-readable surface every deployment of this site offers. Paths resolve against the site URL. */
const BUILT_IN: (DeveloperResource & { feature?: keyof Features })[] = [
  {
    title: 'OpenAPI description',
    url: '/openapi.json',
    mediaType: 'application/vnd.oai.openapi+json',
    description: 'OpenAPI 3.1 contract for the public HTTP APIs.',
  },
  {
    title: 'Code-hosting activity API',
    url: '/api/codehost',
    method: 'GET',
    mediaType: 'application/json',
    description: 'Public GitHub activity: repository count, language mix, recent pushes, featured live demos.',
  },
  {
    title: 'Portfolio optimizer API',
    url: '/api/portfolio/optimize',
    method: 'POST',
    feature: 'optimizer',
    mediaType: 'application/json',
    description:
      'Send {tickers}: aligned ARS prices of Argentine instruments with Markowitz analytics. Educational, not investment advice.',
  },
  {
    title: 'MCP server (Streamable HTTP)',
    url: '/mcp',
    method: 'POST',
    mediaType: 'application/json',
    description: 'Model Context Protocol endpoint with read-only tools for the profile, projects, contact and these resources.',
  },
  {
    title: 'MCP server card',
    // Linked by its .json location: the same card as /mcp/server-card, which the AI Catalog lists,
    // and no crawler mistakes it for a page.
    url: '/.well-known/mcp/server-card.json',
    mediaType: 'application/mcp-server-card+json',
    description: 'Describes the MCP server and how to reach it; the same card is at /mcp/server-card, the location the AI Catalog lists.',
  },
  {
    title: 'AI Catalog',
    url: '/.well-known/ai-catalog.json',
    mediaType: 'application/ai-catalog+json',
    description: "The domain's catalog of AI artifacts: lists the MCP server card.",
  },
  {
    title: 'llms.txt',
    url: '/llms.txt',
    mediaType: 'text/plain',
    description: 'Index of the site for language models, with links to every Markdown twin.',
  },
  {
    title: 'llms-full.txt',
    url: '/llms-full.txt',
    mediaType: 'text/plain',
    description: 'Every page of the site as Markdown, in one file.',
  },
  { title: 'Sitemap', url: '/sitemap.xml', mediaType: 'application/xml', description: 'Every HTML page, per sitemaps.org 0.9.' },
];

/** The built-in resources of the features that are switched on. */
export function builtInDeveloperResources(features: Features): DeveloperResource[] {
  return BUILT_IN.filter((resource) => !resource.feature || features[resource.feature]).map(({ feature: _, ...resource }) => resource);
}
