import type { Config, Context } from '@netlify/edge-functions';
import { negotiateMarkdown } from '../../src/lib/markdown/negotiate.ts';

export default (request: Request, context: Context) =>
  negotiateMarkdown(request, { next: () => context.next(), fetchTwin: (twin) => fetch(twin) });

export const config: Config = {
  path: '/*',
  excludedPath: ['/api/*', '/mcp', '/mcp/*', '/.well-known/*', '/_astro/*', '/*.md', '/*.txt', '/*.xml', '/*.json', '/*.svg', '/*.ico', '/*.png', '/*.webmanifest'],
  method: ['GET', 'HEAD'],
  onError: 'bypass',
};
