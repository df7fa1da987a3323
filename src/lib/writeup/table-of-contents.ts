import { FOOTNOTES_LABEL } from './footnotes.ts';

/** A heading of a rendered Markdown text, as Astro's `render()` gives it: its level, its id and its text. */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocEntry {
  slug: string;
  text: string;
  /** The h3s under an h2. */
  children: TocEntry[];
}

/** How many headings (h2 and h3) a text needs for a table of contents: fewer are read at a glance. */
export const TOC_MIN_HEADINGS = 3;

/**
 * The table of contents of a post or write-up: its h2s, each with the h3s under it (an h3 before
 * any h2 stands on its own), or none for fewer than TOC_MIN_HEADINGS headings. Its title (the
 * page's h1), deeper headings and the footnotes' heading (for assistive technology only) are left out.
 */
export function tableOfContents(headings: readonly Heading[]): TocEntry[] {
  const shown = headings.filter((heading) => (heading.depth === 2 || heading.depth === 3) && heading.slug !== FOOTNOTES_LABEL);
  if (shown.length < TOC_MIN_HEADINGS) return [];
  const entries: TocEntry[] = [];
  // The h2 the next h3s go under; none before the first h2.
  let section: TocEntry | undefined;
  for (const { depth, slug, text } of shown) {
    const entry: TocEntry = { slug, text, children: [] };
    if (depth === 3 && section) section.children.push(entry);
    else entries.push(entry);
    if (depth === 2) section = entry;
  }
  return entries;
}
