import type { PageInfo } from '../lib/markdown/page-info.ts';
import { editionOf, editions, pageInEveryLanguage } from './editions.ts';

/** Every page of the site in every language: each gets its Markdown twin and its Open Graph image. */
export const everyPage: PageInfo[] = editions.flatMap((edition) => edition.pages);

/** The pointer under a twin's title, in the page's language, to its language's llms.txt. */
export function twinAgentNote(page: PageInfo) {
  const { t, document } = editionOf(page.path);
  return { note: t.layout.agentNote, llmsTxt: document('/llms.txt') };
}

/** On a site in more than one language, every page, twin and 404 page with its language (for Content-Language). */
export const documentLanguages = (): { path: string; language: string }[] =>
  editions.length < 2
    ? []
    : editions.flatMap((edition) => [
        ...edition.pages.flatMap((page) => [page.path, page.twin]).map((path) => ({ path, language: edition.language })),
        { path: edition.path('/404'), language: edition.language },
      ]);

/** A twin's language and its translations, on a site in more than one language. */
export function twinLanguages(page: PageInfo) {
  if (editions.length < 2) return undefined;
  return { language: editionOf(page.path).language, alternates: pageInEveryLanguage(page.path) };
}
