import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { AstroIntegration } from 'astro';
import { htmlToMarkdown } from '../lib/markdown/html-to-markdown.ts';
import { MARKDOWN_CONTENT_TYPE, VARY } from '../lib/markdown/negotiate.ts';
import { renderLlmsFull, type LlmsDocument } from '../lib/discovery/llms-txt.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';
import { twinBody, twinDocument } from '../lib/markdown/twin-document.ts';
import { absoluteUrl } from '../lib/urls.ts';

interface Options {
  siteUrl: string;
  /** Every page, in every language. */
  pages: PageInfo[];
  llms: Pick<LlmsDocument, 'title' | 'summary' | 'sourceLabel'>;
  /** The pointer line under a page's title, in its language, and the path of the llms.txt it points at. */
  agentNote: (page: PageInfo) => { note: (llmsTxt: string) => string; llmsTxt: string };
  /** On a site in more than one language: a page's language and its translations' paths (itself included, the default first). */
  languagesOf?: (page: PageInfo) => { language: string; alternates: { language: string; path: string }[] } | undefined;
}

/**
 * The default language, when a page in another shows owner texts untranslated: a `lang` of the
 * default language in its <main> (an English API reference on a Spanish page is no fallback).
 */
function untranslatedIn(html: string, language: string, defaultLanguage: string): string | undefined {
  if (language === defaultLanguage) return undefined;
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main.includes(` lang="${defaultLanguage}"`) ? defaultLanguage : undefined;
}

const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * Writes each page's Markdown twin beside its HTML after the build, then llms-full.txt
 * from the twins. Under `astro dev`, renders twins on request so negotiation works there too.
 */
export default function markdownTwins({ siteUrl, pages, llms, agentNote, languagesOf = () => undefined }: Options): AstroIntegration {
  const twinOf = async (page: PageInfo, html: string, lastModified: Date) => {
    const { note, llmsTxt } = agentNote(page);
    const languages = languagesOf(page);
    return twinDocument(await htmlToMarkdown(html, absoluteUrl(page.path, siteUrl)), {
      title: page.title,
      description: page.description,
      canonical: absoluteUrl(page.path, siteUrl),
      lastModified: lastModified.toISOString(),
      agentNote: note(absoluteUrl(llmsTxt, siteUrl)),
      ...(languages && {
        languages: {
          language: languages.language,
          alternates: languages.alternates.map(({ language, path }) => ({ hreflang: language, href: absoluteUrl(path, siteUrl) })),
          untranslated: untranslatedIn(html, languages.language, languages.alternates[0]!.language),
        },
      }),
    });
  };
  return {
    name: 'markdown-twins',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const page = pages.find((candidate) => candidate.twin === req.url?.split('?')[0]);
          if (!page) return next();
          try {
            const { port } = server.httpServer!.address() as AddressInfo;
            const html = await (await fetch(`http://127.0.0.1:${port}${page.path}`, { headers: { accept: 'text/html' } })).text();
            res.writeHead(200, { 'content-type': MARKDOWN_CONTENT_TYPE, vary: VARY });
            res.end(await twinOf(page, html, new Date()));
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const twins = [];
        const builtAt = new Date();
        for (const page of pages) {
          const html = await readFile(new URL(htmlFileFor(page.path), dir), 'utf8');
          const markdown = await twinOf(page, html, builtAt);
          await writeFile(new URL(page.twin.slice(1), dir), markdown);
          // llms-full.txt holds the default language's pages (llms.txt's own), not their translations.
          if (!page.defaultPath) twins.push({ url: absoluteUrl(page.twin, siteUrl), markdown: twinBody(markdown) });
        }
        await writeFile(new URL('llms-full.txt', dir), renderLlmsFull(llms, twins));
        logger.info(`wrote ${twins.length} Markdown twins and llms-full.txt`);
      },
    },
  };
}
