import { fileURLToPath } from 'node:url';

/** What the plugin reads of a Markdown file before it is parsed: where it is, and Astro's data (the front matter). */
interface MarkdownFile {
  fileURL: URL | undefined;
  data: { astro?: { frontmatter?: Record<string, unknown> } };
}

/**
 * A Markdown plugin (Astro's Sätteri processor runs it first): a Markdown page under `pagesDir`
 * (src/pages/uses.md) without a `layout` of its own gets `layout`, so that a page is one file
 * with a title and a description. Other Markdown (posts, write-ups) is left as it is. It only
 * sets the front matter, so it asks for no pass over the document.
 */
export function pageLayout({ pagesDir, layout }: { pagesDir: string; layout: string }) {
  return ({ fileURL, data }: MarkdownFile): null => {
    const frontmatter = data.astro?.frontmatter;
    if (frontmatter && fileURL && fileURLToPath(fileURL).startsWith(pagesDir)) frontmatter.layout ??= layout;
    return null;
  };
}
