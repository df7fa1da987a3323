import { describe, expect, it } from 'vitest';
import { loadRoutes, routeFor } from '../../scripts/lib/netlify-routes.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { everyFeatureOn, siteApis } from '../support/site-apis.ts';

// Netlify runs every edge function whose path matches, in an order of its own; the site gives each
// path to one edge function at most, so that order never matters and no request is counted twice.
const edgeFunctions = await loadRoutes('netlify/edge-functions/');
const edgeFunctionsOf = (path: string) =>
  edgeFunctions.filter((route) => routeFor([route], new Request(`https://site.example${path}`))).map((route) => route.name);

describe('the edge functions', () => {
  it.each([
    ['/', 'markdown-negotiation'],
    ['/projects', 'markdown-negotiation'],
    ['/es/projects.md', 'markdown-negotiation'],
    ['/llms.txt', 'reader-counts'],
    ['/es/llms-full.txt', 'reader-counts'],
    ['/writing/rss.xml', 'reader-counts'],
    ['/writing/feed.json', 'reader-counts'],
    ['/sitemap.xml', 'reader-counts'],
    ['/openapi.json', 'reader-counts'],
    ['/resume.pdf', 'reader-counts'],
    ['/.well-known/api-catalog', 'reader-counts'],
    // Every API the capabilities have (/api/codehost among them), whichever the owner switched on.
    ...siteApis(everyFeatureOn(fixtureOwners.example)).map(({ path }) => [path, 'reader-counts']),
    ['/api/any/nested/path', 'reader-counts'],
    ['/mcp/server-card', 'document-etags'],
    ['/.well-known/mcp/server-card.json', 'document-etags'],
    ['/.well-known/ai-catalog.json', 'document-etags'],
  ])('give %s to %s alone', (path, name) => {
    expect(edgeFunctionsOf(path)).toEqual([name]);
  });

  it.each(['/mcp', '/.well-known/mcp', '/api/stats', '/_astro/page.js', '/pagefind/pagefind.js', '/favicon.svg', '/og/index.png'])(
    'leave %s to the functions or the CDN',
    (path) => {
      expect(edgeFunctionsOf(path)).toEqual([]);
    },
  );
});
