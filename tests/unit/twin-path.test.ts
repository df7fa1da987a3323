import { describe, expect, it } from 'vitest';
import { twinPathFor } from '../../src/lib/markdown/twin-path.ts';

describe('twinPathFor', () => {
  it.each([
    ['/', '/index.md'],
    ['/index.html', '/index.md'],
    ['/projects', '/projects.md'],
    ['/projects/', '/projects.md'],
    ['/projects.html', '/projects.md'],
    ['/docs/guide', '/docs/guide.md'],
  ])('%s -> %s', (path, twin) => expect(twinPathFor(path)).toBe(twin));

  it.each([
    '/api/codehost',
    '/mcp',
    '/mcp/server-card',
    '/.well-known/mcp',
    '/_astro/app.css',
    '/favicon.svg',
    '/projects.md',
    '/llms.txt',
  ])('leaves %s alone', (path) => expect(twinPathFor(path)).toBeNull());
});
