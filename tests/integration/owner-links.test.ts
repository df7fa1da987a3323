import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ownerLinks from '../../src/integrations/owner-links.ts';

/** The integration's build hook over a throwaway built site: /, /contact and /writing/first with their twins, and a document. */
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
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const buildDone = async (owner: unknown) => {
  const integration = ownerLinks({
    owner,
    ownerFile: 'src/content/owner.ts',
    origins: ['https://you.example'],
    skipFunctions: new Set(['off']),
  });
  const { hooks } = integration as AstroIntegration & { hooks: Required<AstroIntegration['hooks']> };
  await hooks['astro:config:done']({ config: { root: pathToFileURL(`${root}/`) } } as never);
  return hooks['astro:build:done']({ dir: pathToFileURL(`${dist}/`) } as never);
};

describe('a link of the owner’s to this site', () => {
  it('to a page, a page in a folder, a file or the home page builds', async () => {
    const owner = {
      a: 'https://you.example/contact',
      b: 'https://you.example/writing/first/',
      c: 'https://you.example/resume.json',
      d: 'https://you.example',
    };
    await expect(buildDone(owner)).resolves.toBeUndefined();
  });

  it('to a path a deployed function answers builds; to one of a function switched off, it does not', async () => {
    await expect(buildDone({ a: 'https://you.example/mcp', b: 'https://you.example/api/codehost' })).resolves.toBeUndefined();
    await expect(buildDone({ a: 'https://you.example/off' })).rejects.toThrow('a: https://you.example/off');
  });

  it('to a page the site does not build stops the build, naming the field, the address and the nearest page', async () => {
    const owner = {
      projects: [{ url: 'https://github.com/you/x' }, { url: 'https://you.example/charla' }],
      other: 'https://else.example/charla',
    };
    await expect(buildDone(owner)).rejects.toThrow(
      'src/content/owner.ts links to pages of this site that it does not build:\n  - projects[1].url: https://you.example/charla (the nearest page is /contact)\n',
    );
  });
});
