import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FunctionBundle, unzipBundle, zipProjectFunctions } from '../../scripts/lib/function-bundles.ts';
import { owner } from '../../src/data/owner.ts';
import type { Capability } from '../../src/capabilities/capability.ts';
import { capabilities, functionsOff } from '../../src/capabilities/list.ts';
import { appResourceUris } from '../support/capability-tools.ts';
import { supportedLanguages } from '../../src/lib/i18n/index.ts';
import { unspokenLanguages } from '../../src/integrations/site-languages-words.ts';
import { ENTRIES_OUTPUT, MODULES_OUTPUT } from '../../src/integrations/function-bundles.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { pageByPath, pages } from '../support/built-editions.ts';
import { twinFrontMatter } from '../support/twin-front-matter.ts';

const run = promisify(execFile);
const SITE = 'https://bundle.test';

/** Posts JSON-RPC messages to the bundled function's default export, from a process whose cwd is not the bundle. */
const CALLER = `
const [entry, ...bodies] = process.argv.slice(1);
const { default: handler } = await import(entry);
for (const body of bodies) {
  const response = await handler(new Request('${SITE}/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body,
  }), {});
  console.log(JSON.stringify({ status: response.status, body: await response.json() }));
}`;

/** Files of an unzipped bundle, relative to it. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

describe('the functions as Netlify would deploy them', () => {
  let work: string;
  let bundles: FunctionBundle[];
  let mcp: FunctionBundle;
  let unzipped: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'deploy-'));
    bundles = await zipProjectFunctions(join(work, 'zips'));
    mcp = bundles.find((bundle) => bundle.name === 'mcp')!;
    unzipped = unzipBundle(mcp.zip, join(work, 'unzipped'));
  }, 120_000);
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('are the prebundled functions: Netlify reads each config from an entry of two statements, and ships no node_modules', async () => {
    const switchedOff = functionsOff(owner);
    // The MCP endpoint's, and those of the capabilities the owner has on.
    const declared = ['mcp', ...(capabilities as readonly Capability[]).flatMap((capability) => capability.functions ?? [])];
    const expected = declared.filter((name) => !switchedOff.has(name)).sort();
    expect(bundles.map((bundle) => bundle.name).sort()).toEqual(expected);
    for (const bundle of bundles) {
      const { config } = await import(`../../netlify/functions/${bundle.name}.mts`);
      const paths = config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path];
      expect(bundle.routes.map((route) => route.pattern)).toEqual(paths);
      expect(bundle.schedule).toBe(config.schedule);
      expect(bundle.rateLimit).toEqual(config.rateLimit);
      expect(bundle.entry).toMatch(new RegExp(`(^|/)${bundle.name}\\.mjs$`));
      // Netlify's own runtime files (___netlify-*), the function (zip-it-and-ship-it inlines the entry's module), and the MCP function's included files.
      const ours = filesOf(unzipBundle(bundle.zip, join(work, 'files', bundle.name))).filter((file) => !file.startsWith('___netlify-'));
      expect(ours.filter((file) => !file.startsWith('dist/'))).toEqual([bundle.entry]);
      // What Netlify parses for the config: the module's default export and the config, none of the module's code.
      const entry = readFileSync(join(ENTRIES_OUTPUT, `${bundle.name}.mjs`), 'utf8');
      expect(entry.split('\n').filter((line) => line && !line.startsWith('//'))).toEqual([
        `export { default } from "../function-modules/${bundle.name}.mjs";`,
        ...(config === undefined ? [] : [`export const config = ${JSON.stringify(config)};`]),
      ]);
    }
  });

  it("carries every page's Markdown twin, the projects' included", () => {
    const shipped = filesOf(unzipped).filter((file) => file.startsWith('dist/'));
    expect(shipped).toEqual(expect.arrayContaining(pages.map((page) => `dist${page.twin}`)));
  });

  it('is traced with nft, and reads twins and the OpenAPI document from its own bundle, whatever the working directory', async () => {
    expect(mcp.bundler).toBe('nft');
    const messages = [
      { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: `${SITE}/contact.md` } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'fetch', arguments: { id: '/openapi.json' } } },
    ].map((message) => JSON.stringify(message));
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CALLER, join(unzipped, mcp.entry), ...messages], {
      cwd: tmpdir(),
      env: { ...process.env, SITE_URL: SITE },
    });
    const [read, fetched] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(read.status).toBe(200);
    expect(read.body.result.contents[0]).toMatchObject({ uri: `${SITE}/contact.md`, mimeType: 'text/markdown' });
    expect(twinFrontMatter(read.body.result.contents[0].text)?.data.title).toBe(pageByPath('/contact')!.title);
    expect(fetched.body.result.isError).toBeUndefined();
    expect(JSON.parse(fetched.body.result.structuredContent.text)).toMatchObject({ openapi: '3.1.0' });
  });

  // The MCP Apps of the capabilities the owner has on, each an HTML document the build writes.
  it.runIf(appResourceUris(owner).length > 0)("reads each capability's MCP App from its own bundle (included_files)", async () => {
    const uris = appResourceUris(owner);
    const messages = uris.map((uri, id) => JSON.stringify({ jsonrpc: '2.0', id, method: 'resources/read', params: { uri } }));
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CALLER, join(unzipped, mcp.entry), ...messages], {
      cwd: tmpdir(),
      env: { ...process.env, SITE_URL: SITE },
    });
    const reads = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(reads).toHaveLength(uris.length);
    for (const [index, read] of reads.entries()) {
      expect(read.status).toBe(200);
      expect(read.body.result.contents[0]).toMatchObject({ uri: uris[index], mimeType: 'text/html;profile=mcp-app' });
      expect(read.body.result.contents[0].text).toMatch(/^<!doctype html>/);
    }
  });

  it("carry the owner as data, validated at build time, and the words of the site's languages alone", () => {
    const texts = Object.fromEntries(
      bundles.map((bundle) => {
        const text = readFileSync(join(MODULES_OUTPUT, `${bundle.name}.mjs`), 'utf8');
        // esbuild writes non-ASCII characters as \u escapes.
        return [bundle.name, text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))];
      }),
    );
    // The owner schema's language check: only the MCP function, whose tools' output schemas come from that schema, has it.
    for (const [name, text] of Object.entries(texts)) expect(text.includes('has no interface dictionary'), name).toBe(name === 'mcp');
    // Plain leaves of a dictionary, long enough to be its own.
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];
    const plain = (text: string) => text.length >= 24 && !/["'`\\\n$]/.test(text);
    const unspoken = new Set(unspokenLanguages(owner.site.languages));
    const spokenWords = new Set(
      supportedLanguages.filter((language) => !unspoken.has(language)).flatMap((language) => leaves(dictionaryFor(language))),
    );
    for (const language of supportedLanguages) {
      const words = leaves(dictionaryFor(language)).filter(plain);
      const found = words.filter((phrase) => texts.mcp!.includes(phrase)).length;
      if (!unspoken.has(language)) expect(found, language).toBeGreaterThan(20);
      // A language the site does not speak: none of its own phrases (those no spoken language shares).
      else
        expect(
          words.filter((phrase) => !spokenWords.has(phrase) && texts.mcp!.includes(phrase)),
          language,
        ).toEqual([]);
    }
  });
});
