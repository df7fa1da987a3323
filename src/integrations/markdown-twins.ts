import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { AstroIntegration } from 'astro';
import { type BuiltPage, builtPage, builtPages, inOrderOf, translatedPath, unlistedPages } from './built-pages.ts';
import { htmlToMarkdown } from '../lib/markdown/html-to-markdown.ts';
import { MARKDOWN_CONTENT_TYPE, VARY } from '../lib/markdown/negotiate.ts';
import { renderLlmsFull, type LlmsDocument } from '../lib/discovery/llms-txt.ts';
import { twinBody, twinDocument } from '../lib/markdown/twin-document.ts';
import { absoluteUrl } from '../lib/urls.ts';

interface Options {
  siteUrl: string;
  /** llms-full.txt's heading, in the default language. */
  llms: Pick<LlmsDocument, 'title' | 'summary' | 'sourceLabel'>;
  /** The pointer line under a twin's title, in the twin's language, given the llms.txt it points at. */
  agentNote: (language: string) => (llmsTxt: string) => string;
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

/** The page a twin path is the twin of, by twinPathFor's rule read backwards: "/index.md" -> "/", "/en.md" -> "/en". */
const pagePathOf = (twin: string) => (twin === '/index.md' ? '/' : twin.slice(0, -'.md'.length));

/** The twin URLs llms.txt links, in its order: llms-full.txt gives the same pages in full, in the same order. */
const linkedUrls = (llmsTxt: string) => [...llmsTxt.matchAll(/\]\((\S+?)\)/g)].map((match) => match[1]!);

/**
 * Fails the build on a page of the site's layout that the sitemap does not list: an .astro page
 * of the owner's that gives the layout a title and a description but exports no front matter,
 * so the sitemap, llms.txt and the navigation, which read front matter, do not know it.
 */
function failOnUnlisted(pages: BuiltPage[], sitemap: string, siteUrl: string): void {
  const unlisted = unlistedPages(pages, sitemap, siteUrl);
  if (!unlisted.length) return;
  throw new Error(
    `${unlisted.join(', ')}: built with the site's layout, but unknown to the sitemap, llms.txt and the navigation. An .astro ` +
      "page of your own exports its front matter and gives it to the layout: `export const frontmatter = { title: '…', " +
      "description: '…' };` then `<Base {...frontmatter}>` (docs/pages.md).",
  );
}

/**
 * Writes a Markdown twin beside every built page that names one (a page of the site's layout),
 * then llms-full.txt from the default language's twins. Under `astro dev`, renders a twin on
 * request from the page's HTML, so negotiation works there too.
 */
export default function markdownTwins({ siteUrl, llms, agentNote }: Options): AstroIntegration {
  const twinOf = async (page: BuiltPage, lastModified: Date) => {
    const [defaultLanguage] = page.alternates;
    return twinDocument(await htmlToMarkdown(page.html, absoluteUrl(page.path, siteUrl)), {
      title: page.title,
      description: page.description,
      canonical: absoluteUrl(page.path, siteUrl),
      lastModified: lastModified.toISOString(),
      agentNote: agentNote(page.language)(absoluteUrl(page.llmsTxt ?? '/llms.txt', siteUrl)),
      ...(defaultLanguage && {
        languages: {
          language: page.language,
          alternates: page.alternates.map(({ language, path }) => ({ hreflang: language, href: absoluteUrl(path, siteUrl) })),
          untranslated: untranslatedIn(page.html, page.language, defaultLanguage.language),
        },
      }),
    });
  };
  return {
    name: 'markdown-twins',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const twin = req.url?.split('?')[0] ?? '';
          if (!twin.endsWith('.md')) return next();
          try {
            const { port } = server.httpServer!.address() as AddressInfo;
            const response = await fetch(`http://127.0.0.1:${port}${pagePathOf(twin)}`, { headers: { accept: 'text/html' } });
            const page = builtPage(pagePathOf(twin), await response.text());
            if (!response.ok || page.twin !== twin) return next();
            res.writeHead(200, { 'content-type': MARKDOWN_CONTENT_TYPE, vary: VARY });
            res.end(await twinOf(page, new Date()));
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const builtAt = new Date();
        const pages = (await builtPages(dir)).filter((page) => page.twin);
        const twins = new Map<string, string>();
        for (const page of pages) {
          const markdown = await twinOf(page, builtAt);
          await writeFile(new URL(page.twin!.slice(1), dir), markdown);
          // llms-full.txt holds the default language's pages (llms.txt's own), not their translations.
          if (!translatedPath(page)) twins.set(absoluteUrl(page.twin!, siteUrl), twinBody(markdown));
        }
        failOnUnlisted(pages, await readFile(new URL('sitemap.xml', dir), 'utf8'), siteUrl);
        const order = linkedUrls(await readFile(new URL('llms.txt', dir), 'utf8'));
        const inOrder = inOrderOf([...twins], order, ([url]) => url).map(([url, markdown]) => ({ url, markdown }));
        await writeFile(new URL('llms-full.txt', dir), renderLlmsFull(llms, inOrder));
        logger.info(`wrote ${pages.length} Markdown twins and llms-full.txt`);
      },
    },
  };
}
