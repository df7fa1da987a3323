import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satteri, satteriCreateHighlightFn, satteriHighlightPlugin } from '@astrojs/markdown-satteri';
import { languageFolder } from '../i18n/paths.ts';
import type { SharedWords } from '../i18n/index.ts';
import { callouts } from './callouts.ts';
import { codeBlockTransformers } from './code-blocks.ts';
import { diagrams } from './diagrams.ts';
import { imageFigures } from './figures.ts';
import { footnotes } from './footnotes.ts';
import { headingAnchors } from './headings.ts';
import { math } from './math.ts';
import { pageLayout } from './page-layout.ts';

interface Options {
  /** The project's folder: a file's language is read from its path below it. */
  root: string;
  /** src/pages/, whose Markdown pages get `layout`. */
  pagesDir: string;
  layout: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The words a text's plugins add, in a language. */
  wordsIn: (language: string) => SharedWords['writeup'];
}

/** Fences that are not code to highlight: math and diagrams, which their own plugins draw. */
const NOT_CODE = ['math', 'mermaid'];

/**
 * A Markdown file's language: a further language's where a folder of its path, below the
 * project, is that language's (src/content/posts/en/hello.md, src/pages/en/uses.md); else the default.
 */
export function fileLanguage(file: URL | undefined, root: string, languages: readonly string[]): string {
  const [defaultLanguage = '', ...further] = languages;
  const folders = file ? relative(root, fileURLToPath(file)).split(sep) : [];
  return further.find((language) => folders.includes(languageFolder(language))) ?? defaultLanguage;
}

/**
 * Astro's `markdown` settings: Sätteri, with Shiki run as one of its plugins (its colours as
 * classes: src/lib/writeup/code-blocks.ts), so that Astro's own Shiki, whose inline styles the
 * site's Content-Security-Policy would block, stays off; math by KaTeX, Mermaid diagrams as SVG;
 * GitHub's alerts as callouts; titled images as figures; footnotes and headings' links to
 * themselves in the text's language.
 */
export async function markdownConfig({ root, pagesDir, layout, languages, wordsIn }: Options) {
  const highlight = await satteriCreateHighlightFn('shiki', { theme: 'css-variables', wrap: null, transformers: codeBlockTransformers() });
  const wordsOf = (file: URL | undefined) => wordsIn(fileLanguage(file, root, languages));
  return {
    syntaxHighlight: false as const,
    processor: satteri({
      mdastPlugins: [pageLayout({ pagesDir, layout })],
      features: { math: true },
      hastPlugins: [
        math(),
        diagrams(wordsOf),
        ...(highlight ? [satteriHighlightPlugin(highlight, NOT_CODE)] : []),
        callouts((file) => wordsOf(file).callouts),
        imageFigures(),
        footnotes(wordsOf),
        headingAnchors((file) => wordsOf(file).anchor),
      ],
    }),
  };
}
