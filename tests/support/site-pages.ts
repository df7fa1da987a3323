import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { type Edition, editions } from './built-editions.ts';
import type { PageInfo } from '../../src/lib/markdown/page-info.ts';
import { inNavigationOrder, type OwnPage, ownPagesFrom } from '../../src/lib/pages/own-pages.ts';
import { owner } from '../../src/data/owner.ts';
import { builtPage } from '../../src/integrations/built-pages.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pagesDir = join(root, 'src', 'pages');

/** A built page's `<title>` and meta description, as its HTML says them. */
function headOf(path: string): { title?: string; description?: string } {
  const file = join(root, 'dist', `${path === '/' ? 'index' : path.slice(1)}.html`);
  if (!existsSync(file)) return {};
  const { title, description } = builtPage(path, readFileSync(file, 'utf8'));
  return { title, description };
}

/**
 * What each page file of the owner's own says of itself, read here from the file, not through the
 * site: a Markdown page's front matter; for an .astro page, the title and description its built
 * HTML shows and the `nav` its exported front matter names.
 */
function frontMattersOnDisk(): Record<string, unknown> {
  const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(?:md|astro)$/.test(file) && !file.startsWith(`[...lang]${sep}`) && file !== '404.astro',
  );
  return Object.fromEntries(
    files.map((file) => {
      const key = `/src/pages/${file.split(sep).join('/')}`;
      const text = readFileSync(join(pagesDir, file), 'utf8');
      if (file.endsWith('.md')) return [key, parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') ?? {}];
      const declared = /export const frontmatter = \{([\s\S]*?)\};/.exec(text)?.[1];
      if (declared === undefined) return [key, undefined];
      const nav = /\bnav:\s*(\d+)/.exec(declared)?.[1];
      const path = key.replace(/^\/src\/pages/, '').replace(/(?:\/index)?\.astro$/, '') || '/';
      return [key, { ...headOf(path), ...(nav !== undefined && { nav: Number(nav) }) }];
    }),
  );
}

/** The owner's own pages (docs/pages.md), by the site's rules for their paths and languages. */
export const ownPages: OwnPage[] = ownPagesFrom(frontMattersOnDisk(), owner.site.languages);

/** The languages a page is written in: every one for the template's pages, those with a file for the owner's. */
export function languagesOf(page: PageInfo): string[] {
  const defaultPath = page.defaultPath ?? page.path;
  const own = ownPages.filter((candidate) => (candidate.defaultPath ?? candidate.path) === defaultPath);
  return own.length
    ? editions.filter((edition) => own.some((candidate) => candidate.language === edition.language)).map((edition) => edition.language)
    : editions.map((edition) => edition.language);
}

/** Every page of a language, as the build listed it: the template's, then the owner's own written in it. */
export const pagesIn = (edition: Edition): PageInfo[] => edition.pages;

/** A language's navigation: the template's pages and the owner's that ask for a place, in order. */
export const navPagesIn = (edition: Edition): PageInfo[] => inNavigationOrder(edition.pages.filter((page) => page.navOrder !== undefined));
