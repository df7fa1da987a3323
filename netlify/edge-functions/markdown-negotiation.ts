import type { Config, Context } from '@netlify/edge-functions';
import { negotiateMarkdown } from '../../src/lib/markdown/negotiate.ts';

export default (request: Request, context: Context) =>
  negotiateMarkdown(request, { next: () => context.next(), fetchTwin: (twin) => fetch(twin) });

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
