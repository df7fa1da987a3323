import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twinFileReader } from '../../src/lib/mcp/twin-files.ts';

describe('twinFileReader', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'twin-files-'));
    await mkdir(join(root, 'dist', 'a'), { recursive: true });
    await mkdir(join(root, 'dist', 'folder.md'));
    await writeFile(join(root, 'dist', 'index.md'), '# Home\n');
    await writeFile(join(root, 'dist', 'my-page_2.md'), '# Second\n');
    await writeFile(join(root, 'dist', 'notes.txt'), 'not a twin');
    // Files a path check must keep out of reach: beside dist/ and below it.
    await writeFile(join(root, 'x.md'), 'outside dist');
    await writeFile(join(root, 'dist', 'a', 'b.md'), 'nested');
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await rm(root, { recursive: true, force: true });
  });

  it('reads <root>/dist/<twin>.md as UTF-8 text', async () => {
    const read = twinFileReader(root);
    expect(await read('/index.md')).toBe('# Home\n');
    expect(await read('/my-page_2.md')).toBe('# Second\n');
  });

  it('returns null for a twin that does not exist, or is a directory', async () => {
    const read = twinFileReader(root);
    expect(await read('/missing.md')).toBeNull();
    expect(await read('/folder.md')).toBeNull();
  });

  it.each([
    '/../x.md',
    '/a/b.md',
    'index.md',
    '/index.MD',
    '/notes.txt',
    '/.md',
    '/index.md?x=1',
    '/index.md/',
    '//index.md',
    '/%2e%2e/x.md',
  ])('refuses %s without reading anything', async (path) => {
    expect(await twinFileReader(root)(path)).toBeNull();
  });

  it('defaults the root to the working directory', async () => {
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(root);
    try {
      expect(await twinFileReader()('/index.md')).toBe('# Home\n');
    } finally {
      cwd.mockRestore();
    }
  });
});
