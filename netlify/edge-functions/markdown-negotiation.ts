import type { Config, Context } from '@netlify/edge-functions';
import { negotiateMarkdown } from '../../src/lib/markdown/negotiate.ts';
import { counted } from '../../src/lib/stats/count-requests.ts';
import { countingOn, servedPaths } from '../../src/data/built-counting.ts';
import { pathReadingFor } from '../../src/lib/stats/path-reading.ts';

// Each page and twin it answers is counted, by kind of reader, while statistics are on. The
// build's list of what it made says which pages have a twin.
export default counted(
  (request: Request, context: Context) =>
    negotiateMarkdown(request, { next: () => context.next(), fetchTwin: (twin) => fetch(twin), hasTwin: (twin) => servedPaths.has(twin) }),
  pathReadingFor(servedPaths),
  { on: countingOn },
);

// Pages and their .md twins. No `method` filter: Netlify's method list has no HEAD, and negotiateMarkdown passes
// anything but GET and HEAD straight through.
export const config: Config = {
  path: '/*',
  excludedPath: [
    // The not-found page is no page of the site: it has no twin to offer.
    '/404',
    '/404.html',
    '/api/*',
    '/mcp',
    '/mcp/*',
    '/.well-known/*',
    '/_astro/*',
    '/pagefind/*',
    '/*.js',
    '/*.webp',
    '/*.txt',
    '/*.xml',
    '/*.json',
    '/*.svg',
    '/*.ico',
    '/*.png',
    '/*.pdf',
    '/*.webmanifest',
  ],
  onError: 'bypass',
};
