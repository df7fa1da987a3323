import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasMarkdown, markdownFiles } from '../../src/lib/markdown-files.ts';

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'markdown-files-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('hasMarkdown (whether a collection has a file to load: Astro warns about one with none)', () => {
  it('is false for no folder, an empty one, or one with other files only', () => {
    expect(hasMarkdown(join(base, 'none'))).toBe(false);
    expect(hasMarkdown(join(base, 'none'), true)).toBe(false);
    writeFileSync(join(base, 'cover.webp'), '');
    expect(hasMarkdown(base)).toBe(false);
    expect(markdownFiles(base)).toEqual([]);
  });

  it('looks at the folder itself, or with inFolders at its folders only (one per language)', () => {
    mkdirSync(join(base, 'en'));
    writeFileSync(join(base, 'en', 'tool.md'), '');
    expect(hasMarkdown(base)).toBe(false);
    expect(hasMarkdown(base, true)).toBe(true);
    writeFileSync(join(base, 'tool.md'), '');
    expect(hasMarkdown(base)).toBe(true);
    rmSync(join(base, 'en'), { recursive: true });
    expect(hasMarkdown(base, true)).toBe(false);
  });
});
