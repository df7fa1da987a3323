import { pathLanguage } from '../i18n/paths.ts';
import { type PageInfo, pageInfo } from '../markdown/page-info.ts';
import * as z from '../schema/z.ts';

/**
 * What a page of the owner's own says of itself: a Markdown page's front matter
 * (src/pages/uses.md), or the `frontmatter` an .astro page exports. `nav` puts it in the
 * navigation at that place (the home page is 0, projects 10, writing 15, résumé 20, contact 30,
 * developers 40, optimizer 50). Other keys (`layout`) are Astro's.
 */
const OwnPageFrontMatterSchema = z.looseObject({
  title: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(120)),
  description: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(300)),
  nav: z.optional(z.int().check(z.gte(0, 'must be 0 or more'))),
});

/** A page of the owner's own, in one of the site's languages. */
export interface OwnPage extends PageInfo {
  /** Its file, from the project's root ("src/pages/en/uses.md"). */
  file: string;
  language: string;
  /** Where it goes in the navigation; absent when it is not there. */
  navOrder?: number;
}

/** Pages in navigation order: by `navOrder`, those at the same place in the order given (stable). */
export const inNavigationOrder = <P extends PageInfo>(pages: P[]): P[] => pages.toSorted((a, b) => (a.navOrder ?? 0) - (b.navOrder ?? 0));

/** "/src/pages/en/uses.md" -> "/en/uses", "/src/pages/talks/index.astro" -> "/talks". */
const pathOfFile = (file: string) => file.replace(/^\/src\/pages/, '').replace(/(?:\/index)?\.(?:md|astro)$/, '') || '/';

/** Each file's front matter checked, else an error naming the file and each wrong field. */
function frontMatterOf(file: string, data: unknown) {
  const parsed = z.safeParse(OwnPageFrontMatterSchema, data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
  throw new Error(`${file}: its front matter is not a page's (title, description, nav):\n${lines.join('\n')}`);
}

/**
 * The owner's own pages, from their files' front matter, by file ("/src/pages/uses.md"): those
 * that have one (an .astro page that exports no `frontmatter` is not among them). A page in a
 * further language's folder (src/pages/en/uses.md) translates the default language's page at
 * the same path; one that translates no page fails, naming it.
 */
export function ownPagesFrom(frontMatters: Record<string, unknown>, languages: readonly string[]): OwnPage[] {
  const pages = Object.entries(frontMatters)
    .filter(([, data]) => data !== undefined)
    .map(([key, data]): OwnPage => {
      const file = key.slice(1);
      const { title, description, nav } = frontMatterOf(file, data);
      const path = pathOfFile(key);
      const { language, path: defaultPath } = pathLanguage(path, languages);
      const page = pageInfo(path, title, title, description);
      return { ...page, file, language, ...(defaultPath !== path && { defaultPath }), ...(nav !== undefined && { navOrder: nav }) };
    });
  const written = new Set(pages.filter((page) => !page.defaultPath).map((page) => page.path));
  for (const page of pages) {
    if (page.defaultPath && !written.has(page.defaultPath))
      throw new Error(`${page.file} translates no page: the site's default language has none at ${page.defaultPath}.`);
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
