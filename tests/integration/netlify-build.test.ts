import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { remotePatternToRegex } from '@astrojs/netlify';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarRemotePatterns } from '../../src/lib/portrait/avatar-url.ts';
import { projectBuildDir, runBuild } from '../support/build-output.ts';
import { listenOnLoopback } from '../support/loopback.ts';

// The build as Netlify runs it, offline: Netlify sets NETLIFY and DEPLOY_ID. NETLIFY turns on the
// adapter's Image CDN (astro.config.mjs), so covers and the portrait are linked as
// /.netlify/images?url=… and resized on request; every other build (dist/ in the e2e tests) keeps
// astro:assets' files. The GitHub avatar comes from a loopback fake (CODEHOST_AVATAR_URL) that
// redirects as GitHub does. What src/integrations/static-netlify.ts turns off is checked too.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const AVATAR_PATH = '/u/583231?v=4';
// An owner's own picture (src/assets/avatar.*) comes first; the avatar is asked for only without one.
const hasLocalPortrait = readdirSync(new URL('../../src/assets/', import.meta.url)).some((name) => name.startsWith('avatar.'));

let avatars: { url: string; close(): Promise<void> };
let outDir: string;
let output: string;

beforeAll(async () => {
  avatars = await listenOnLoopback(
    createServer((request, response) => {
      if (request.url === AVATAR_PATH) response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else response.writeHead(302, { location: AVATAR_PATH }).end();
    }),
  );
  outDir = await projectBuildDir('netlify-image-cdn');
  output = await runBuild(['scripts/build-offline.ts', '--outDir', outDir], {
    ...process.env,
    NETLIFY: 'true',
    DEPLOY_ID: '0123456789abcdef01234567',
    CODEHOST_AVATAR_URL: avatars.url,
  });
}, 120_000);

afterAll(async () => {
  await avatars?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every image URL a built page links, from <img> and <source> (src and each srcset candidate). */
async function imageUrls(): Promise<{ page: string; element: Element; url: string }[]> {
  const found: { page: string; element: Element; url: string }[] = [];
  for (const file of filesUnder(outDir).filter((name) => name.endsWith('.html'))) {
    const page = relative(outDir, file);
    visit(fromHtml(await readFile(file, 'utf8')), 'element', (element: Element) => {
      if (element.tagName !== 'img' && element.tagName !== 'source') return;
      const { src, srcSet } = element.properties;
      const candidates = [
        ...(src ? [String(src)] : []),
        ...(Array.isArray(srcSet) ? srcSet.map(String) : srcSet ? String(srcSet).split(',') : []),
      ];
      for (const candidate of candidates) found.push({ page, element, url: candidate.trim().split(/\s+/)[0]! });
    });
  }
  return found;
}

const cdnParams = (url: string) => new URLSearchParams(url.slice(url.indexOf('?')));
const cdnSource = (url: string) => cdnParams(url).get('url');

describe('images in a build on Netlify', () => {
  it('links every raster image through the Image CDN, on the same origin (img-src is self and data:)', async () => {
    const urls = await imageUrls();
    expect(urls.filter(({ url }) => url.startsWith('/.netlify/images?')).length).toBeGreaterThan(0);
    // An SVG image stays the file itself; the initials are an SVG data: URL.
    for (const { page, url } of urls) expect(url, page).toMatch(/^(\/\.netlify\/images\?url=|\/_astro\/[^?]+\.svg$|data:image\/svg\+xml,)/);
  });

  it('keeps only the originals in _astro/, each one an image the CDN is asked for: the CDN makes the sizes', async () => {
    const sources = new Set((await imageUrls()).map(({ url }) => cdnSource(url)).filter((source) => source?.startsWith('_astro/')));
    const images = readdirSync(join(outDir, '_astro')).filter((name) => /\.(avif|webp|png|jpe?g|gif)$/.test(name));
    expect(images.map((name) => `_astro/${name}`).sort()).toEqual([...sources].sort());
    for (const source of sources) expect(existsSync(join(outDir, source!)), source!).toBe(true);
  });

  it.skipIf(hasLocalPortrait)(
    'gives the portrait the avatar at its address after the redirect, at 176 px and twice that, in AVIF and WebP (PNG in the <img>)',
    async () => {
      const portrait = (await imageUrls()).filter(({ page, url }) => page === 'index.html' && cdnSource(url)?.startsWith('http'));
      expect(new Set(portrait.map(({ url }) => cdnSource(url)))).toEqual(new Set([`${avatars.url}${AVATAR_PATH}`]));
      const asked = portrait.map(({ url }) => Object.fromEntries(cdnParams(url)));
      for (const params of asked) expect(params).toMatchObject({ h: params.w, fit: 'cover' });
      expect(new Set(asked.map(({ w }) => w))).toEqual(new Set(['176', '352']));
      const formats = (tagName: string) =>
        new Set(portrait.filter(({ element }) => element.tagName === tagName).map(({ url }) => cdnParams(url).get('fm')));
      expect(formats('source')).toEqual(new Set(['avif', 'webp']));
      expect(formats('img')).toEqual(new Set(['png']));
    },
  );

  it("lets the CDN fetch the avatar: the adapter's remote_images admit the avatar hosts, and no other", () => {
    const logger = { warn: () => {} } as unknown as Parameters<typeof remotePatternToRegex>[1];
    const allowed = avatarRemotePatterns({ CODEHOST_AVATAR_URL: avatars.url }).map(
      (pattern) => new RegExp(remotePatternToRegex(pattern, logger)!),
    );
    const admits = (url: string) => allowed.some((pattern) => pattern.test(url));
    expect(admits(`${avatars.url}${AVATAR_PATH}`)).toBe(true);
    expect(admits(`https://avatars.githubusercontent.com${AVATAR_PATH}`)).toBe(true);
    expect(admits('https://evil.example/u/583231?v=4')).toBe(false);
    expect(admits(`http://avatars.githubusercontent.com${AVATAR_PATH}`)).toBe(false);
  });
});

describe('the adapter in a build on Netlify', () => {
  it('builds a static site: no function of its own (all of them are in build/functions)', () => {
    expect(stripVTControlCharacters(output)).toContain('[build] mode: "static"');
    expect(filesUnder(fileURLToPath(new URL('../../.netlify/v1/functions/', import.meta.url)))).toEqual([]);
    expect(filesUnder(fileURLToPath(new URL('../../.netlify/v1/edge-functions/', import.meta.url)))).toEqual([]);
    expect(existsSync(join(outDir, '_redirects'))).toBe(false);
  });

  it('pins no URL to the deploy: no skew protection, no ?dpl= in pages, twins or bundles', async () => {
    expect(existsSync(fileURLToPath(new URL('../../.netlify/v1/skew-protection.json', import.meta.url)))).toBe(false);
    for (const file of filesUnder(outDir).filter((name) => /\.(html|md|txt|js)$/.test(name))) {
      expect(await readFile(file, 'utf8'), relative(outDir, file)).not.toContain('dpl=');
    }
  });
});
