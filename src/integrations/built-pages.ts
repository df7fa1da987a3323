import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { SiteContent } from '../data/edition.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';

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

/** Where a page's HTML is in the built site: "/" -> "index.html", "/en/projects" -> "en/projects.html" (build.format 'file'). */
const fileOfPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

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

/**
 * The site as the build rendered it (src/pages/site.json.ts): its content, and each language's
 * pages as the one list the sitemap, llms.txt and the navigation are written from.
 */
export type SiteIndex = SiteContent & { pages: Record<string, PageInfo[]> };

// One read of the index for all the steps after the build (twins, Open Graph images, headers, the
// search index, the functions' index): the function-bundles integration takes the file out of the
// built site once it has read it, whatever the order the steps run in.
const indexes = new Map<string, Promise<SiteIndex>>();

/** The index the build rendered into `dir` (dist/), read once per build. */
export function siteIndexOf(dir: URL): Promise<SiteIndex> {
  if (!indexes.has(dir.href))
    indexes.set(
      dir.href,
      readFile(new URL(SITE_INDEX_FILE, dir), 'utf8').then((text) => JSON.parse(text)),
    );
  return indexes.get(dir.href)!;
}

/** The file the build renders the index into, in the built site (src/pages/site.json.ts). */
export const SITE_INDEX_FILE = 'site.json';

/** A page the index lists: its title, description and twin are the list's. */
export type ListedPage = BuiltPage & { twin: string };

const reads = new Map<string, Promise<ListedPage[]>>();

/**
 * Every page the index lists, in every language, in its order (the default language's first),
 * each with its built HTML: the pages of the site's layout that have a twin. Read once per build.
 */
export function builtPages(dir: URL): Promise<ListedPage[]> {
  if (!reads.has(dir.href)) reads.set(dir.href, readListed(dir));
  return reads.get(dir.href)!;
}

async function readListed(dir: URL): Promise<ListedPage[]> {
  const { pages } = await siteIndexOf(dir);
  return Promise.all(
    Object.values(pages)
      .flat()
      .map(async ({ path, title, description, twin }) => ({
        ...builtPage(path, await readFile(new URL(fileOfPath(path), dir), 'utf8')),
        title,
        description,
        twin,
      })),
  );
}

/**
 * The pages of the built site in `dir` that name a twin (a page of the site's layout) but are not
 * among `listed`: an .astro page of the owner's that exports no front matter. The one look over
 * every built file, to fail the build on a page the list does not know, not to learn the list.
 */
export async function unlistedPages(dir: URL, listed: readonly string[]): Promise<string[]> {
  const known = new Set(listed);
  const root = fileURLToPath(dir);
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const unlisted = await Promise.all(
    files.map(async (file) => {
      const path = pathOfFile(file);
      if (known.has(path)) return undefined;
      return builtPage(path, await readFile(join(root, file), 'utf8')).twin ? path : undefined;
    }),
  );
  return unlisted.filter((path) => path !== undefined);
}
