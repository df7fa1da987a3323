import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { projectPath } from '../../src/lib/owner/project-slug.ts';
import { defaultEdition, editions } from '../support/built-editions.ts';
import { contentRoot } from '../../src/data/content-root.ts';
import { siteUrl } from '../../src/data/site.ts';
import { webMcpToolsByLanguage } from '../../src/data/webmcp.ts';
import { languageName, languageNameIn } from '../../src/lib/i18n/language-name.ts';
import { NOT_FOUND_PATH } from '../../scripts/lib/budgets.ts';
import { htmlDecoded } from '../support/html-decoded.ts';
import { languagesOf, navPagesIn, pagesIn } from '../support/site-pages.ts';
import { get, local, postMcp } from '../support/http.ts';

// Holds for a site in one language (the main run's owner) and in several (CI's fork run: es, then en).
const inSeveral = editions.length > 1;
const defaultLanguage = defaultEdition.language;

/** `<link rel="alternate" hreflang>`s of a page, as hreflang -> absolute URL. */
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));

/** The language switch's links: path, hreflang, lang and text. */
const switchLinks = (html: string) => {
  const nav = /<nav class="language-switch"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]+)" hreflang="([^"]+)" lang="([^"]+)">([^<]+)<\/a>/g)].map(([, href, hreflang, lang, text]) => ({
    href,
    hreflang,
    lang,
    text,
  }));
};

/** What /webmcp.js registers on a page: run with a stand-in for the browser's WebMCP API, the page's language and path. */
function registeredWebMcpTools(code: string, lang: string, pathname: string) {
  const registered: { name: string; description: string }[] = [];
  const modelContext = {
    registerTool: ({ name, description }: { name: string; description: string }) => registered.push({ name, description }),
  };
  const run = new Function('document', 'navigator', 'location', 'fetch', 'addEventListener', code);
  run(
    { documentElement: { lang }, modelContext },
    {},
    { pathname },
    () => Promise.reject(new Error('no calls here')),
    () => {},
  );
  return registered;
}

/** The note above a text shown untranslated (a write-up), as the page's HTML holds it, or undefined. */
const untranslatedNote = (html: string) => {
  const text = /<p class="untranslated muted" role="note">([^<]*)<\/p>/.exec(html)?.[1];
  return text === undefined ? undefined : htmlDecoded(text);
};

const mainOf = (html: string) => /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** A write-up's file in a language folder ('' for the default), read here rather than through the site's own code: its front matter, or undefined. */
function writeupFile(folder: string, slug: string): { cover?: string; coverAlt?: string } | undefined {
  const file = join(contentRoot, 'projects', folder, `${slug}.md`);
  if (!existsSync(file)) return undefined;
  return parseYaml(/^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '') ?? {};
}

/** The first cover image in some HTML, parsed as a browser would: its alt text and its lang. */
function coverIn(html: string): { alt: string; lang: string | undefined } | undefined {
  let cover: { alt: string; lang: string | undefined } | undefined;
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    if (
      cover ||
      node.tagName !== 'img' ||
      !String(node.properties.className ?? '')
        .split(/[\s,]+/)
        .includes('cover')
    )
      return;
    const lang = node.properties.lang;
    cover = { alt: String(node.properties.alt ?? ''), lang: lang === undefined ? undefined : String(lang) };
  });
  return cover;
}

/** The cover on a list page's card linking `href`; undefined where no card links it. */
function cardCover(html: string, href: string) {
  const card = html
    .split('<li class="card">')
    .slice(1)
    .find((block) => block.includes(`<a href="${href}">`));
  return card === undefined ? undefined : coverIn(card);
}

describe.each(editions.map((edition) => [edition.language, edition] as const))('the site in %s', (language, edition) => {
  it.each(pagesIn(edition).map((page) => [page.path, page] as const))(
    '%s speaks the language, names its translations and links within it',
    async (path, page) => {
      // Every language for the template's pages; those it is written in for a page of the owner's own.
      const written = editions.filter((other) => languagesOf(page).includes(other.language));
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`, 'i'));
      const defaultPath = page.defaultPath ?? page.path;
      if (!inSeveral) {
        expect(hreflangs(html)).toEqual({});
        expect(switchLinks(html)).toEqual([]);
        expect(html).not.toContain('og:locale');
        return;
      }
      const expected = Object.fromEntries(written.map((other) => [other.language, new URL(other.path(defaultPath), siteUrl).href]));
      expect(hreflangs(html)).toEqual({ ...expected, 'x-default': new URL(defaultPath, siteUrl).href });
      expect(switchLinks(html)).toEqual(
        written
          .filter((other) => other !== edition)
          .map((other) => ({
            href: other.path(defaultPath),
            hreflang: other.language,
            lang: other.language,
            text: languageName(other.language),
          })),
      );
      // The navigation stays in the page's language.
      const nav = /<nav class="site-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      const navLinks = [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(navLinks).toEqual(navPagesIn(edition).map((navPage) => navPage.path));
      // What is marked in another language is in one of the site's (owner texts shown untranslated, English API descriptions).
      for (const [, marked] of mainOf(html).matchAll(/\slang="([^"]+)"/g))
        expect([...editions.map((other) => other.language), 'en']).toContain(marked);
    },
  );

  it('says each page’s and twin’s language in Content-Language, where the site has several', async () => {
    for (const page of pagesIn(edition)) {
      for (const path of [page.path, page.twin]) {
        const response = await get(path);
        await response.body?.cancel();
        expect(response.headers.get('content-language'), path).toBe(inSeveral ? language : null);
      }
    }
  });

  it('answers an unknown path under its prefix with its own 404 page', async () => {
    const response = await get(edition.path(NOT_FOUND_PATH));
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`, 'i'));
  });

  it('has a Markdown twin of every page, saying its language and its translations', async () => {
    for (const page of pagesIn(edition)) {
      const response = await get(page.twin);
      expect(response.status, page.twin).toBe(200);
      const markdown = await response.text();
      if (inSeveral) {
        expect(markdown).toContain(`\nlanguage: "${language}"\n`);
        for (const other of languagesOf(page)) expect(markdown).toContain(`hreflang: "${other}"`);
      } else {
        expect(markdown).not.toMatch(/^language:/m);
      }
    }
  });

  it('answers Accept: text/markdown on each page with its own twin', async () => {
    const page = edition.pages.at(-1)!;
    const response = await get(page.path, { headers: { accept: 'text/markdown' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(response.headers.get('content-location')).toBe(page.twin);
  });

  it('has its llms.txt, naming the same index in every other language', async () => {
    const response = await get(edition.document('/llms.txt'));
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const page of pagesIn(edition)) expect(text).toContain(new URL(page.twin, siteUrl).href);
    for (const other of editions.filter((candidate) => candidate !== edition)) {
      expect(text).toContain(`[${languageName(other.language)}](${new URL(other.document('/llms.txt'), siteUrl).href})`);
    }
  });

  it('shows each write-up in the page’s language where it is translated, else in the default language, marked', async () => {
    for (const project of edition.owner.projects) {
      const html = await (await get(edition.path(projectPath(project)))).text();
      const written = writeupFile('', project.slug);
      const untranslated = written !== undefined && !writeupFile(edition.folder, project.slug);
      expect(html.includes(`<div class="writeup"${untranslated ? ` lang="${defaultLanguage}"` : ''}>`), project.slug).toBe(
        written !== undefined,
      );
      expect(untranslatedNote(html), project.slug).toBe(
        untranslated ? edition.t.layout.untranslated(languageNameIn(defaultLanguage, language)) : undefined,
      );
    }
  });

  it('gives each cover the same text alternative on the project’s page and its cards, in the page’s language where translated, else marked', async () => {
    const [cards, home] = await Promise.all([edition.path('/projects'), edition.path('/')].map(async (path) => (await get(path)).text()));
    for (const project of edition.owner.projects) {
      const written = writeupFile('', project.slug);
      if (!written?.cover || !written.coverAlt) continue;
      const translatedAlt = edition.isDefault ? undefined : writeupFile(edition.folder, project.slug)?.coverAlt;
      const expected = {
        alt: (translatedAlt ?? written.coverAlt).trim(),
        lang: edition.isDefault || translatedAlt ? undefined : defaultLanguage,
      };
      const href = edition.path(projectPath(project));
      expect(coverIn(mainOf(await (await get(href)).text())), project.slug).toEqual(expected);
      expect(cardCover(cards, href), project.slug).toEqual(expected);
      if (project.featured) expect(cardCover(home, href), project.slug).toEqual(expected);
    }
  });

  it('registers its WebMCP tools worded in its language, each page-bound tool on its own page', async () => {
    const code = await (await get('/webmcp.js')).text();
    for (const page of pagesIn(edition)) {
      const expected = webMcpToolsByLanguage[language]!.filter((tool) => !tool.page || tool.page === page.path);
      expect(registeredWebMcpTools(code, language, page.path)).toEqual(expected.map(({ name, description }) => ({ name, description })));
    }
  });

  it('marks the bio with the default language where it is shown untranslated', async () => {
    const html = await (await get(edition.path('/'))).text();
    const bio = /<p class="p-note"( lang="[^"]+")?>/.exec(html);
    expect(bio).not.toBeNull();
    expect(bio![1]).toBe(edition.lang(['profile', 'bio']) ? ` lang="${defaultLanguage}"` : undefined);
  });
});

describe('POST /mcp in the caller’s language', () => {
  it.each(editions.map((edition) => [edition.language, edition] as const))('Accept-Language: %s', async (language, edition) => {
    const response = await postMcp('prompts/list', {}, `${language}, *;q=0.1`);
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.prompts[1].title).toBe(edition.t.mcpServer.briefTitle);
    expect(response.headers.get('content-language')).toBe(inSeveral ? language : null);
    expect(result._meta?.language).toBe(inSeveral ? language : undefined);
  });
});

describe('the sitemap', () => {
  it('lists every page in every language, each with its translations where there are several', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.toSorted()).toEqual(
      editions.flatMap((edition) => pagesIn(edition).map((page) => new URL(page.path, siteUrl).href)).toSorted(),
    );
    expect(xml.includes('xhtml:link')).toBe(inSeveral);
    if (inSeveral) {
      const entries = xml.split('<url>').slice(1);
      const pages = editions.flatMap(pagesIn);
      for (const entry of entries) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
        const page = pages.find((candidate) => new URL(candidate.path, siteUrl).href === loc)!;
        const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
        expect(alternates.map((match) => match[1])).toEqual([...languagesOf(page), 'x-default']);
        for (const [, , href] of alternates) expect((await get(local(href!))).status, href).toBe(200);
      }
    }
  });
});
