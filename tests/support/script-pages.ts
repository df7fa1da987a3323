// The pages that may load a script file, as the budgets say (scripts/lib/budgets.ts): BUDGETS' own,
// the pages the build gave the comments' loader while the owner has comments on (a capability's:
// the writing's posts, whose own tests say which pages have it), and those whose text has code
// blocks, which load the copy buttons' script (src/components/CodeCopy.astro).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGETS, scriptFilePages } from '../../scripts/lib/budgets.ts';
import { builtContent } from '../../src/data/built-site.ts';
import { pages } from './built-editions.ts';

/** What marks the comments' loader in a page: its button's attribute. */
const COMMENTS_LOADER = 'data-comments-load';
/** What marks the code blocks' copy buttons in a page: their status line's attribute. */
const CODE_COPY = 'data-code-copy';

/** A built page's HTML, found beside its Markdown twin (/index.md: /index.html). */
const builtHtml = (twin: string) =>
  readFileSync(fileURLToPath(new URL(`../../dist${twin.replace(/\.md$/, '.html')}`, import.meta.url)), 'utf8');

/** The default language's pages that offer comments (their loader), while the owner has comments on. */
export const commentedPages: string[] = builtContent.owner.site.comments
  ? pages.filter((page) => builtHtml(page.twin).includes(COMMENTS_LOADER)).map((page) => page.path)
  : [];

/** The default language's pages whose text has code blocks. */
export const codePages: string[] = pages.filter((page) => builtHtml(page.twin).includes(CODE_COPY)).map((page) => page.path);

/** The default-language paths of the pages that may load a script file. */
export const scriptPages: string[] = scriptFilePages([...commentedPages, ...codePages]);

/** How many script files of its own a page may load: one for each of the loaders above it has. */
export const scriptFilesAllowed = (path: string): number =>
  [(BUDGETS.pagesWithScriptFiles as readonly string[]).includes(path), commentedPages.includes(path), codePages.includes(path)].filter(
    Boolean,
  ).length;
