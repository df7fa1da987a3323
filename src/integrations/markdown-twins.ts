import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { htmlToMarkdown } from '../lib/markdown/html-to-markdown.ts';
import { renderLlmsFull, type LlmsDocument } from '../lib/discovery/llms-txt.ts';
import { absoluteUrl } from '../lib/site.ts';

interface Options {
  siteUrl: string;
  pages: { path: string; twin: string }[];
  llms: Pick<LlmsDocument, 'title' | 'summary'>;
}

const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** After the build, writes each page's Markdown twin beside its HTML, then llms-full.txt from the twins. */
export default function markdownTwins({ siteUrl, pages, llms }: Options): AstroIntegration {
  return {
    name: 'markdown-twins',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const twins = [];
        for (const page of pages) {
          const html = await readFile(new URL(htmlFileFor(page.path), dir), 'utf8');
          const markdown = await htmlToMarkdown(html, absoluteUrl(page.path, siteUrl));
          await writeFile(new URL(page.twin.slice(1), dir), markdown);
          twins.push({ url: absoluteUrl(page.twin, siteUrl), markdown });
        }
        await writeFile(new URL('llms-full.txt', dir), renderLlmsFull(llms, twins));
        logger.info(`wrote ${twins.length} Markdown twins and llms-full.txt`);
      },
    },
  };
}
