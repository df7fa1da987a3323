import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFileReader, siteFilesRoot } from '../../src/lib/mcp/site-files.ts';

describe('siteFileReader', () => {
  let root: string;
  let read: ReturnType<typeof siteFileReader>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-files-'));
    await mkdir(join(root, 'dist', 'a'), { recursive: true });
    await mkdir(join(root, 'dist', 'projects', 'deeper'), { recursive: true });
    await writeFile(join(root, 'dist', 'projects', 'pgmigra.md'), '# PGMigra\n');
    await writeFile(join(root, 'dist', 'projects', 'deeper', 'x.md'), 'too deep');
    await mkdir(join(root, 'dist', 'folder.md'));
    await writeFile(join(root, 'dist', 'index.md'), '# Home\n');
    await writeFile(join(root, 'dist', 'my-page_2.md'), '# Second\n');
    await writeFile(join(root, 'dist', 'openapi.json'), '{"openapi":"3.1.0"}');
    await writeFile(join(root, 'dist', 'notes.txt'), 'not a twin');
    await mkdir(join(root, 'dist', 'mcp-apps'));
    await writeFile(join(root, 'dist', 'mcp-apps', 'an-app.html'), '<!doctype html>');
    await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>a page</title>');
    // Files a path check must keep out of reach: beside dist/ and below it.
    await writeFile(join(root, 'x.md'), 'outside dist');
    await writeFile(join(root, 'dist', 'a', 'b.md'), 'nested');
    read = siteFileReader(pathToFileURL(join(root, 'dist/')));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads twins and the OpenAPI document under the root as UTF-8 text', async () => {
    expect(await read('/index.md')).toBe('# Home\n');
    expect(await read('/my-page_2.md')).toBe('# Second\n');
    expect(await read('/openapi.json')).toBe('{"openapi":"3.1.0"}');
  });

  it('reads an MCP App document under /mcp-apps/, and no other HTML', async () => {
    expect(await read('/mcp-apps/an-app.html')).toBe('<!doctype html>');
    expect(await read('/index.html')).toBeNull();
    expect(await read('/mcp-apps/../index.html')).toBeNull();
  });

  it('reads a deeper twin only when the site lists it', async () => {
    const listing = siteFileReader(pathToFileURL(join(root, 'dist/')), ['/a/b.md']);
    expect(await listing('/a/b.md')).toBe('nested');
    expect(await listing('/projects/deeper/x.md')).toBeNull();
    expect(await listing('/a/../x.md')).toBeNull();
  });

  it("reads a project's twin under /projects/", async () => {
    expect(await read('/projects/pgmigra.md')).toBe('# PGMigra\n');
  });

  it('returns null for a file that does not exist, or is a directory', async () => {
    expect(await read('/missing.md')).toBeNull();
    expect(await read('/folder.md')).toBeNull();
  });

  it.each([
    '/../x.md',
    '/a/b.md',
    '/projects/deeper/x.md',
    '/projects/../x.md',
    '/projects/.md',
    'index.md',
    '/index.MD',
    '/notes.txt',
    '/.md',
    '/index.md?x=1',
    '/index.md/',
    '//index.md',
    '/%2e%2e/x.md',
    '/openapi.json/',
    '/mcp-apps/.html',
    '/mcp-apps/x/an-app.html',
  ])('refuses %s without reading anything', async (path) => {
    expect(await read(path)).toBeNull();
  });

  it('does not depend on the working directory', async () => {
    const cwd = process.cwd();
    process.chdir(tmpdir());
    try {
      expect(await read('/index.md')).toBe('# Home\n');
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('siteFilesRoot', () => {
  it('is dist/ two levels above the function module when SITE_FILES_DIR is not set', () => {
    expect(siteFilesRoot({}, '/var/task/build/functions').href).toBe('file:///var/task/dist/');
    expect(siteFilesRoot({ SITE_FILES_DIR: '  ' }, '/var/task/build/functions').href).toBe('file:///var/task/dist/');
  });

  it('is SITE_FILES_DIR when set, resolved and ending in a slash', () => {
    expect(siteFilesRoot({ SITE_FILES_DIR: '/srv/site/dist' }, '/var/task/build/functions').href).toBe('file:///srv/site/dist/');
    expect(siteFilesRoot({ SITE_FILES_DIR: 'dist' }, '/elsewhere').href).toBe(pathToFileURL(join(process.cwd(), 'dist/')).href);
  });
});
