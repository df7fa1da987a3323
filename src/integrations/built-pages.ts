import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { escapeXml } from '../lib/html/escape-xml.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';
import { absoluteUrl } from '../lib/urls.ts';

/**
 * A page of the built site, as its HTML says: whatever made it (a page of the template, a
 * Markdown or .astro page of the owner's), the twins, the Open Graph images and the language
 * headers start from here, so a page built with the site's layout gets them all.
 */
export interface BuiltPage {
  /** Its path on the site: "/", "/projects", "/en/projects", "/404". */
  path: string;
  html: string;
  /** `<title>`. */
  title: string;
  /** `<meta name="description">`. */
  description: string;
  /** `<html lang>`. */
  language: string;
  /** Its Markdown twin's path, from `<link rel="alternate" type="text/markdown">`; a page without (the 404s) has none. */
  twin?: string;
  /** The same page in each of the site's languages, itself included, as `<link rel="alternate" hreflang>` lists them (x-default left out). */
  alternates: { language: string; path: string }[];
  /** The llms.txt it points at, from `<link rel="alternate" type="text/plain" title="llms.txt">`. */
  llmsTxt?: string;
  /** `<meta name="robots" content="noindex">`: the 404 pages. */
  noindex: boolean;
}

/** "index.html" -> "/", "en.html" -> "/en", "en/projects.html" -> "/en/projects" (build.format 'file'). */
const pathOfFile = (file: string) => {
  const path = `/${file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
};

/** A same-origin URL's path ("https://you.example/en/projects.md" -> "/en/projects.md"). */
const pathOf = (href: string) => new URL(href, 'https://site.invalid').pathname;

/** What a page's <head> says of it: only the head is parsed, the body is the twin's business. */
function headOf(html: string): Omit<BuiltPage, 'path' | 'html'> {
  const page: Omit<BuiltPage, 'path' | 'html'> = { title: '', description: '', language: '', alternates: [], noindex: false };
  const headEnd = html.indexOf('</head>');
  const tree = fromHtml(headEnd === -1 ? html : html.slice(0, headEnd));
  visit(tree, 'element', (node: Element) => {
    const { properties: p } = node;
    if (node.tagName === 'html') page.language = String(p.lang ?? '');
    else if (node.tagName === 'title') page.title = node.children.map((child) => ('value' in child ? child.value : '')).join('');
    else if (node.tagName === 'meta' && p.name === 'description') page.description = String(p.content ?? '');
    else if (node.tagName === 'meta' && p.name === 'robots') page.noindex = String(p.content).includes('noindex');
    else if (node.tagName === 'link' && String(p.rel) === 'alternate') {
      const href = String(p.href ?? '');
      if (p.type === 'text/markdown') page.twin = pathOf(href);
      else if (p.type === 'text/plain' && p.title === 'llms.txt') page.llmsTxt = pathOf(href);
      else if (typeof p.hrefLang === 'string' && p.hrefLang !== 'x-default')
        page.alternates.push({ language: p.hrefLang, path: pathOf(href) });
    }
  });
  return page;
}

/** The built page behind one HTML document at `path`. */
export const builtPage = (path: string, html: string): BuiltPage => ({ path, html, ...headOf(html) });

/**
 * The default-language path of the page `page` translates ("/usos" for "/en/usos"); undefined on a
 * page in the default language. Its first hreflang alternate is the default language's.
 */
export const translatedPath = (page: BuiltPage): string | undefined => {
  const [original] = page.alternates;
  return original && original.language !== page.language ? original.path : undefined;
};

// One read of the built site for all the steps after the build (twins, Open Graph images, headers,
// the functions' index): none of them changes an HTML file.
const scans = new Map<string, Promise<BuiltPage[]>>();

/** Every page of the built site in `dir` (dist/) that has a language: its HTML documents, by path. Read once per build. */
export function builtPages(dir: URL): Promise<BuiltPage[]> {
  if (!scans.has(dir.href)) scans.set(dir.href, scan(dir));
  return scans.get(dir.href)!;
}

async function scan(dir: URL): Promise<BuiltPage[]> {
  const root = fileURLToPath(dir);
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const pages = await Promise.all(
    files.map(async (file) => builtPage(pathOfFile(relative(root, join(root, file))), await readFile(join(root, file), 'utf8'))),
  );
  return pages.filter((page) => page.language);
}

/** The paths of the pages with a twin that the sitemap (its XML) does not list. */
export const unlistedPages = (pages: BuiltPage[], sitemap: string, siteUrl: string): string[] =>
  pages
    .filter((page) => page.twin && !sitemap.includes(`<loc>${escapeXml(absoluteUrl(page.path, siteUrl))}</loc>`))
    .map((page) => page.path);

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The paths the sitemap (its XML) lists, in its order. */
const sitemapPaths = (sitemap: string): string[] =>
  [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&\w+;/g, (entity) => XML_ENTITIES[entity] ?? entity)).pathname,
  );

/** `items` sorted by where `keyOf` puts each in `order`; those it does not list last, in their order. */
export function inOrderOf<T>(items: T[], order: string[], keyOf: (item: T) => string): T[] {
  const rank = new Map(order.map((key, index) => [key, index]));
  const rankOf = (item: T) => rank.get(keyOf(item)) ?? order.length;
  return items.toSorted((a, b) => rankOf(a) - rankOf(b));
}

/**
 * Each language's pages with a twin, in the sitemap's order, as the MCP server lists, searches
 * and fetches them: the template's pages and the owner's own alike, as the build made them.
 */
export function pagesByLanguage(pages: BuiltPage[], sitemap: string): Record<string, PageInfo[]> {
  const byLanguage: Record<string, PageInfo[]> = {};
  const withTwin = pages.filter((candidate) => candidate.twin);
  for (const page of inOrderOf(withTwin, sitemapPaths(sitemap), (candidate) => candidate.path)) {
    const defaultPath = translatedPath(page);
    byLanguage[page.language] ??= [];
    byLanguage[page.language]!.push({
      path: page.path,
      nav: page.title,
      title: page.title,
      description: page.description,
      twin: page.twin!,
      ...(defaultPath && { defaultPath }),
    });
  }
  return byLanguage;
}
