import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { AstroIntegration } from 'astro';
import { type BuiltPage, builtPage, builtPages, translatedPath, unlistedPages } from './built-pages.ts';
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

/**
 * Fails the build on a page of the site's layout that the site's list of pages does not have: an
 * .astro page of the owner's that gives the layout a title and a description but exports no front
 * matter, so the sitemap, llms.txt and the navigation, which read front matter, do not know it.
 */
async function failOnUnlisted(dir: URL, pages: BuiltPage[]): Promise<void> {
  const unlisted = await unlistedPages(
    dir,
    pages.map((page) => page.path),
  );
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
        const pages = await builtPages(dir);
        await failOnUnlisted(dir, pages);
        // llms-full.txt: the default language's pages (llms.txt's own, not their translations) in
        // full, in the order of the site's list, the sitemap's.
        const twins: { url: string; markdown: string }[] = [];
        for (const page of pages) {
          const markdown = await twinOf(page, builtAt);
          await writeFile(new URL(page.twin!.slice(1), dir), markdown);
          if (!translatedPath(page)) twins.push({ url: absoluteUrl(page.twin!, siteUrl), markdown: twinBody(markdown) });
        }
        await writeFile(new URL('llms-full.txt', dir), renderLlmsFull(llms, twins));
        logger.info(`wrote ${pages.length} Markdown twins and llms-full.txt`);
      },
    },
  };
}
