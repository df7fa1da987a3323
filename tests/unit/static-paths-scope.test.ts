import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Astro runs a page's getStaticPaths in a scope of its own, before the page: it sees the file's
// imports and nothing else the front matter declares. A helper declared beside it builds nothing
// until the build calls it (the list's second page, past 20 posts, once failed so).
const pagesDir = new URL('../../src/pages/', import.meta.url);
const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));

/** What a page's front matter declares at its top level, and the source of its getStaticPaths. */
function scopeOf(source: string): { declared: string[]; staticPaths: string } | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const start = frontMatter.search(/export (const|async function|function) getStaticPaths\b/);
  if (start < 0) return undefined;
  const declared = [...frontMatter.matchAll(/^(?:const|let|var|function|async function|class)\s+(\w+)/gm)]
    .filter((match) => match.index! < start || !frontMatter.slice(start, match.index).includes('\n}'))
    .map(([, name]) => name!)
    .filter((name) => name !== 'getStaticPaths');
  // Up to the first line that closes it at the top level.
  const rest = frontMatter.slice(start);
  const end = rest.search(/\n(\)\)|\}\)|\})[^\n]*(;|satisfies GetStaticPaths;?)\n/);
  return { declared, staticPaths: end < 0 ? rest : rest.slice(0, end + 1) };
}

describe('getStaticPaths, run by Astro in a scope of its own', () => {
  it('has pages to check', () => expect(pages.length).toBeGreaterThan(10));

  it.each(pages)('src/pages/%s: uses nothing its front matter declares, only imports', (file) => {
    const scope = scopeOf(readFileSync(new URL(file, pagesDir), 'utf8'));
    if (!scope) return;
    const own = new Set([...scope.staticPaths.matchAll(/\b(?:const|let|function)\s+(\w+)/g)].map(([, name]) => name));
    const used = scope.declared.filter((name) => !own.has(name) && new RegExp(`\\b${name}\\b`).test(scope.staticPaths));
    expect(used).toEqual([]);
  });
});
