import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ownerLinks from '../../src/integrations/owner-links.ts';

/** The integration's build hook over a throwaway built site: /, /contact and /writing/first with their twins, its index, and a document. */
let dist: string;
const page = (path: string) =>
  `<html lang="en"><head><title>${path}</title><meta name="description" content="d"><link rel="alternate" type="text/markdown" href="https://you.example${path}.md"></head></html>`;

let root: string;
beforeEach(() => {
  // A project: its functions (one that answers /mcp and /api/*, one switched off) and its built site.
  root = mkdtempSync(join(tmpdir(), 'owner-links-'));
  mkdirSync(join(root, 'netlify', 'functions'), { recursive: true });
  writeFileSync(join(root, 'netlify', 'functions', 'mcp.mts'), "export const config = { path: ['/mcp', '/api/*'] };\n");
  writeFileSync(join(root, 'netlify', 'functions', 'off.mts'), "export const config = { path: '/off' };\n");
  dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(dist, 'writing'));
  writeFileSync(join(dist, 'index.html'), page('/index'));
  writeFileSync(join(dist, 'contact.html'), page('/contact'));
  writeFileSync(join(dist, 'writing', 'first.html'), page('/writing/first'));
  writeFileSync(join(dist, 'resume.json'), '{}');
  // The build's index of its pages (src/pages/site.json.ts), which the build steps read.
  const listed = (path: string, twin: string) => ({ path, nav: path, title: path, description: 'd', twin });
  const pages = [listed('/', '/index.md'), listed('/contact', '/contact.md'), listed('/writing/first', '/writing/first.md')];
  writeFileSync(join(dist, 'site.json'), JSON.stringify({ pages: { en: pages } }));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** What the build hook did: what it logged as errors, and the exit status it asked for (none while the build goes on). */
interface Outcome {
  errors: string[];
  exitCode: number | undefined;
}

const buildDone = async (owner: unknown): Promise<Outcome> => {
  const outcome: Outcome = { errors: [], exitCode: undefined };
  vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    outcome.exitCode = code;
  }) as typeof process.exit);
  const logger = { error: (message: string) => outcome.errors.push(message) };
  const integration = ownerLinks({
    owner,
    ownerFile: 'src/content/owner.ts',
    origins: ['https://you.example'],
    skipFunctions: new Set(['off']),
  });
  const { hooks } = integration as AstroIntegration & { hooks: Required<AstroIntegration['hooks']> };
  await hooks['astro:config:done']({ config: { root: pathToFileURL(`${root}/`) } } as never);
  await hooks['astro:build:done']({ dir: pathToFileURL(`${dist}/`), logger } as never);
  return outcome;
};

const builds = { errors: [], exitCode: undefined };
/** The build stopped: one error, naming `line`, and exit status 1. */
const stoppedNaming = (line: string) => ({ errors: [expect.stringContaining(line)], exitCode: 1 });

describe('a link of the owner’s to this site', () => {
  it('to a page, a page in a folder, a file or the home page builds', async () => {
    const owner = {
      a: 'https://you.example/contact',
      b: 'https://you.example/writing/first/',
      c: 'https://you.example/resume.json',
      d: 'https://you.example',
    };
    expect(await buildDone(owner)).toEqual(builds);
  });

  it('to a path a deployed function answers builds; to one of a function switched off, it does not', async () => {
    expect(await buildDone({ a: 'https://you.example/mcp', b: 'https://you.example/api/codehost' })).toEqual(builds);
    expect(await buildDone({ a: 'https://you.example/off' })).toEqual(stoppedNaming('a: https://you.example/off'));
  });

  it('to a page the site does not build stops the build, naming the field, the address and the nearest page', async () => {
    const owner = {
      projects: [{ url: 'https://github.com/you/x' }, { url: 'https://you.example/charla' }],
      other: 'https://else.example/charla',
    };
    expect(await buildDone(owner)).toEqual(
      stoppedNaming(
        'src/content/owner.ts links to pages of this site that it does not build:\n  - projects[1].url: https://you.example/charla (the nearest page is /contact)\n',
      ),
    );
  });

  it('stops the build with its message alone: an error logged and exit status 1, nothing thrown (Astro prints a thrown one in a wrapper, with its stack)', async () => {
    const outcome = await buildDone({ url: 'https://you.example/charla' });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatch(/^src\/content\/owner\.ts links to pages .*\nCorrect the address, or add the page/s);
    expect(outcome.errors[0]).not.toMatch(/^\s+at /m);
  });

  it('names an address written in a text with its control characters escaped, so that none reaches the terminal', async () => {
    const { errors } = await buildDone({ bio: 'Mi charla: https://you.example/charla\u001bc\u202e y más' });
    expect(errors[0]).toContain('bio: https://you.example/charla\\u{1b}c\\u{202e} (the nearest page is');
    expect(errors[0]!.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });
});
