import { describe, expect, it } from 'vitest';
import { tableOfContents } from '../../src/lib/writeup/table-of-contents.ts';

const heading = (depth: number, text: string) => ({ depth, slug: text.toLowerCase(), text });

describe('tableOfContents', () => {
  it('lists the h2s, each with the h3s under it, in order', () => {
    const headings = [heading(2, 'A'), heading(3, 'A1'), heading(3, 'A2'), heading(2, 'B'), heading(4, 'B1a')];
    expect(tableOfContents(headings)).toEqual([
      {
        slug: 'a',
        text: 'A',
        children: [
          { slug: 'a1', text: 'A1', children: [] },
          { slug: 'a2', text: 'A2', children: [] },
        ],
      },
      { slug: 'b', text: 'B', children: [] },
    ]);
  });

  it('is empty under three headings, counting only h2 and h3', () => {
    expect(tableOfContents([heading(2, 'A'), heading(3, 'B')])).toEqual([]);
    expect(tableOfContents([heading(1, 'T'), heading(2, 'A'), heading(4, 'x'), heading(5, 'y'), heading(3, 'B')])).toEqual([]);
    expect(tableOfContents([])).toEqual([]);
  });

  it('keeps each h3 that comes before any h2 at the top level', () => {
    const entries = tableOfContents([heading(3, 'Intro'), heading(3, 'More'), heading(2, 'A'), heading(3, 'A1')]);
    expect(entries.map((entry) => [entry.text, entry.children.map((child) => child.text)])).toEqual([
      ['Intro', []],
      ['More', []],
      ['A', ['A1']],
    ]);
  });
});
