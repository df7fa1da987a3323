// Pagefind's index of the built site, for the search page (src/pages/[...lang]/search.astro): each
// page with a Markdown twin, by its path, its <main> only, in its language (Pagefind keeps one index
// per <html lang>, so each language searches its own pages). Written to dist/pagefind/ after the
// build; Pagefind's ready-made interfaces are left out, as the search page draws its own.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { builtPages } from './built-pages.ts';

/** Pagefind's files the search page does not load. */
const UNUSED = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\./;

/**
 * What a page holds that is not its own text: links to other pages (breadcrumb, older and newer
 * post, a series' other posts), the table of contents, the comments, and a post's dates and reading
 * time. A search for one post's words finds that post, not its neighbours.
 */
const NOT_THE_TEXT = ['[data-markdown="skip"]', '.siblings', '.series', '.facts', '.post-meta'];

const failed = (what: string, errors: string[]) => {
  if (errors.length) throw new Error(`Pagefind could not ${what}: ${errors.join('; ')}`);
};

export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const { index, errors } = await createIndex({ excludeSelectors: NOT_THE_TEXT });
        failed('start', errors);
        try {
          const pages = await builtPages(dir);
          for (const page of pages) failed(`index ${page.path}`, (await index!.addHTMLFile({ url: page.path, content: page.html })).errors);
          const { files, errors: writing } = await index!.getFiles();
          failed('write its files', writing);
          const output = join(fileURLToPath(dir), 'pagefind');
          const kept = files.filter((file) => !UNUSED.test(file.path));
          for (const file of kept) {
            await mkdir(dirname(join(output, file.path)), { recursive: true });
            await writeFile(join(output, file.path), file.content);
          }
          const bytes = kept.reduce((sum, file) => sum + file.content.byteLength, 0);
          logger.info(
            `indexed ${pages.length} pages in ${(performance.now() - started).toFixed(0)} ms: ${(bytes / 1000).toFixed(0)} KB in pagefind/`,
          );
        } finally {
          await close();
        }
      },
    },
  };
}
