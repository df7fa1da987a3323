// Markdown rendered as the build renders a post, a write-up or a page (src/lib/writeup/markdown-config.ts),
// on a site in English and Spanish: for tests of what the plugins draw and what the twin gives back.
import { pathToFileURL } from 'node:url';
import { sharedWordsFor } from '../../src/lib/i18n/index.ts';
import { htmlToMarkdown } from '../../src/lib/markdown/html-to-markdown.ts';
import { markdownConfig } from '../../src/lib/writeup/markdown-config.ts';

export const ROOT = '/site';
const config = await markdownConfig({
  root: ROOT,
  pagesDir: `${ROOT}/src/pages/`,
  layout: `${ROOT}/src/layouts/MarkdownPage.astro`,
  languages: ['en', 'es'],
  wordsIn: (language) => sharedWordsFor(language).writeup,
});
const renderer = await config.processor.createRenderer({ syntaxHighlight: false, gfm: true, smartypants: true } as never);

/** A default-language post's path, and a Spanish translation's. */
export const POST = `${ROOT}/src/content/posts/hello.md`;
export const SPANISH_POST = `${ROOT}/src/content/posts/es/hello.md`;

/** The HTML of a Markdown text, as the file at `path` renders. */
export async function renderMarkdown(markdown: string, path = POST): Promise<string> {
  const { code } = await renderer.render(markdown, { fileURL: pathToFileURL(path), frontmatter: {} } as never);
  return code;
}

/** The Markdown twin of a page whose <main> holds the text. */
export const twinOf = async (html: string) =>
  htmlToMarkdown(`<!doctype html><html><body><main>${html}</main></body></html>`, 'https://site.test/writing/hello');
