import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/data/edition.ts';
import functionBundles from '../../src/integrations/function-bundles.ts';

/**
 * build/site.json, the functions' index, and the functions' entries, through the integration's
 * own hooks, in a throwaway project: a built site in dist/ (its index, pages with a twin) and the
 * functions each test writes (none, for the index's).
 */
let root: string;
const dist = () => pathToFileURL(join(root, 'dist/'));
// The functions are bundled in the owner's languages (their words alone).
const owner = { name: 'test', site: { languages: ['en'] } } as unknown as SiteContent['owner'];
/** The content with what a capability read of it (its content.ts), standing for any: texts of these slugs, translated into English. */
const content = (...slugs: string[]): SiteContent => ({
  owner,
  capabilityContent: slugs.length ? { en: { data: {}, translated: slugs.map((slug) => ['notes', slug]) } } : {},
  translatedWriteups: {},
});

/**
 * dist/ as a build leaves it: what it rendered for the build steps and the functions
 * (src/pages/site.json.ts), the content with these texts and these pages (paths without .html)
 * in its list, each built with its twin.
 */
function built(paths: string[], texts: string[] = []): void {
  const pages = paths.map((path) => ({ path, nav: path, title: path, description: path, twin: `${path}.md` }));
  writeFileSync(join(root, 'dist', 'site.json'), JSON.stringify({ ...content(...texts), pages: { en: pages } }));
  for (const path of paths)
    writeFileSync(
      join(root, 'dist', `${path.slice(1)}.html`),
      `<html lang="en"><head><title>${path}</title><meta name="description" content="${path}"><link rel="alternate" type="text/markdown" href="https://site.test${path}.md"></head><body></body></html>`,
    );
}

const index = () =>
  JSON.parse(readFileSync(join(root, 'build/site.json'), 'utf8')) as SiteContent & { pages: Record<string, { path: string }[]> };
const indexedPaths = () => index().pages.en?.map((page) => page.path);
const indexedTexts = () => index().capabilityContent.en?.translated.map(([, slug]) => slug);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'function-bundles-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'netlify/functions'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const hooksFor = (outDir = dist()) => {
  const { hooks } = functionBundles({ owner }) as AstroIntegration & { hooks: Required<AstroIntegration['hooks']> };
  return {
    configDone: () => hooks['astro:config:done']({ config: { root: pathToFileURL(`${root}/`), outDir } } as never),
    buildDone: () => hooks['astro:build:done']({ dir: outDir, logger: { info() {} } } as never),
  };
};

describe('build/site.json (what the functions import of the build)', () => {
  it('holds the pages and the content of the build that just ended, a page and a text added since the last build among them', async () => {
    // The last build: its index.
    mkdirSync(join(root, 'build'));
    writeFileSync(join(root, 'build/site.json'), JSON.stringify({ ...content('old'), pages: { en: [{ path: '/a', twin: '/a.md' }] } }));

    // This build: until its pages are built, the last build's pages and content, the owner file's owner.
    const { configDone, buildDone } = hooksFor();
    await configDone();
    expect([indexedPaths(), indexedTexts(), index().owner]).toEqual([['/a'], ['old'], owner]);
    built(['/a', '/uses'], ['new', 'old']);
    await buildDone();
    expect([indexedPaths(), indexedTexts()]).toEqual([
      ['/a', '/uses'],
      ['new', 'old'],
    ]);
    // What the build rendered for the functions is not deployed.
    expect(existsSync(join(root, 'dist/site.json'))).toBe(false);
  });

  it('on a fresh clone holds the owner and no content until the build ends', async () => {
    await hooksFor().configDone();
    expect(index()).toEqual({ ...content(), pages: {} });
  });

  it('leaves a build into another folder out of the index, and its content out of that folder', async () => {
    mkdirSync(join(root, 'other'));
    writeFileSync(join(root, 'other', 'site.json'), JSON.stringify(content('x')));
    const { configDone, buildDone } = hooksFor(pathToFileURL(join(root, 'other/')));
    await configDone();
    await buildDone();
    expect(existsSync(join(root, 'build/site.json'))).toBe(false);
    expect(existsSync(join(root, 'other/site.json'))).toBe(false);
  });
});

describe("the functions' entries in build/functions/ (what Netlify parses for each config)", () => {
  const FUNCTION = "export default async () => new Response('ok');\n";
  const write = (name: string, source: string) => writeFileSync(join(root, 'netlify/functions', `${name}.mts`), source);
  const build = async () => {
    const { configDone, buildDone } = hooksFor();
    await configDone();
    built([]);
    await buildDone();
  };
  const entry = (name: string) => readFileSync(join(root, 'build/functions', `${name}.mjs`), 'utf8');
  const statements = (name: string) =>
    entry(name)
      .split('\n')
      .filter((line) => line && !line.startsWith('//'));

  it('re-export the bundled module and write its config as a literal, or no config where the function has none', async () => {
    // A config that is no literal in the source (a constant, a spread) is written as its value.
    write(
      'routed',
      `const PATH = '/api/routed';\nconst limits = { windowLimit: 5, windowSize: 60 };\n${FUNCTION}export const config = { path: [PATH, '/b'], rateLimit: { ...limits } };\n`,
    );
    write('bare', FUNCTION);
    await build();
    expect(statements('routed')).toEqual([
      'export { default } from "../function-modules/routed.mjs";',
      'export const config = {"path":["/api/routed","/b"],"rateLimit":{"windowLimit":5,"windowSize":60}};',
    ]);
    expect(statements('bare')).toEqual(['export { default } from "../function-modules/bare.mjs";']);
    const { default: handler, config } = await import(pathToFileURL(join(root, 'build/functions/routed.mjs')).href);
    expect([await (await handler()).text(), config.path]).toEqual(['ok', ['/api/routed', '/b']]);
  });

  it('fail the build naming a module that cannot be imported, with its error', async () => {
    write('fine', FUNCTION);
    write('broken', `throw new Error('no STATS_TOKEN at import');\n${FUNCTION}`);
    await expect(build()).rejects.toThrow(/function-modules\/broken\.mjs: Error: no STATS_TOKEN at import/);
  });

  it('fail the build naming a module whose default export is no function, whose config the entry would hide', async () => {
    write('handlers', "export default { fetch: () => new Response('ok') };\nexport const config = { path: '/x' };\n");
    await expect(build()).rejects.toThrow(/function-modules\/handlers\.mjs: its default export is not a function/);
  });
});
