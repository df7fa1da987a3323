import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/data/edition.ts';
import functionBundles from '../../src/integrations/function-bundles.ts';

/**
 * build/site.json, the functions' index, through the integration's own hooks, in a throwaway
 * project: a built site in dist/ (pages with a twin, a sitemap) and no function to bundle.
 */
let root: string;
const dist = () => pathToFileURL(join(root, 'dist/'));
const content = { owner: { name: 'test' }, posts: [], postTranslations: {}, translatedWriteups: {} } as unknown as SiteContent;

/** dist/ as a build leaves it, with these pages (paths without .html), each with its twin, all in the sitemap. */
function built(...paths: string[]): void {
  for (const path of paths)
    writeFileSync(
      join(root, 'dist', `${path.slice(1)}.html`),
      `<html lang="en"><head><title>${path}</title><meta name="description" content="${path}"><link rel="alternate" type="text/markdown" href="https://site.test${path}.md"></head><body></body></html>`,
    );
  const urls = paths.map((path) => `<url><loc>https://site.test${path}</loc></url>`).join('');
  writeFileSync(join(root, 'dist', 'sitemap.xml'), `<urlset>${urls}</urlset>`);
}

const indexedPaths = () =>
  (JSON.parse(readFileSync(join(root, 'build/site.json'), 'utf8')) as { pages: Record<string, { path: string }[]> }).pages.en?.map(
    (page) => page.path,
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'function-bundles-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'netlify/functions'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build/site.json (what the functions import of the build)', () => {
  it('holds the pages of the build that just ended, one added since the last build among them', async () => {
    // The last build: its dist/ and its index.
    built('/a');
    mkdirSync(join(root, 'build'));
    writeFileSync(join(root, 'build/site.json'), JSON.stringify({ ...content, pages: { en: [{ path: '/a', twin: '/a.md' }] } }));

    // This build: the config loads with the last build's dist/ in place; the build adds a page.
    const { hooks } = functionBundles({ content }) as AstroIntegration & { hooks: Required<AstroIntegration['hooks']> };
    await hooks['astro:config:done']({ config: { root: pathToFileURL(`${root}/`), outDir: dist() } } as never);
    expect(indexedPaths()).toEqual(['/a']);
    built('/a', '/uses');
    await hooks['astro:build:done']({ dir: dist(), logger: { info() {} } } as never);
    expect(indexedPaths()).toEqual(['/a', '/uses']);
  });
});
