import { byCodePoint } from '../by-code-point.ts';
import type { PageInfo } from '../markdown/page-info.ts';
import { absoluteUrl } from '../urls.ts';

/** Reads a built file of the site by its path ("/projects.md", "/openapi.json"); null when it is missing. */
export type SiteFileReader = (path: string) => Promise<string | null>;

/** A document agents can search and fetch: a page's Markdown twin or the OpenAPI description. */
export interface SiteDocument {
  /** The document's path on the site, which is also its id: "/projects.md", "/openapi.json". */
  id: string;
  title: string;
  url: string;
  mediaType: string;
  /** The document's language, on a site in several (a page's twin in each). */
  language?: string;
}

/** A file the site lists but this deploy cannot read: a packaging fault, not a client's mistake. */
export class SiteFileMissingError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`${path} is part of the site but could not be read from the built files.`);
    this.name = 'SiteFileMissingError';
    this.path = path;
  }
}

interface FetchedDocument extends SiteDocument {
  text: string;
}

interface SearchHit extends SiteDocument {
  score: number;
}

/** Each page's Markdown twin as a document, with the pages' language when the site has several. */
export const pageDocuments = (pages: PageInfo[], siteUrl: string, language?: string): SiteDocument[] =>
  pages.map((page) => ({
    id: page.twin,
    title: page.title,
    url: absoluteUrl(page.twin, siteUrl),
    mediaType: 'text/markdown',
    ...(language ? { language } : {}),
  }));

/** The OpenAPI description: one for every language (the HTTP contract is English). */
export const openApiDocument = (siteUrl: string): SiteDocument => ({
  id: '/openapi.json',
  title: 'OpenAPI description of the HTTP APIs',
  url: absoluteUrl('/openapi.json', siteUrl),
  mediaType: 'application/json',
});

/** Every document of a site in one language: its pages' twins, then the OpenAPI description. */
export const siteDocuments = (pages: PageInfo[], siteUrl: string): SiteDocument[] => [
  ...pageDocuments(pages, siteUrl),
  openApiDocument(siteUrl),
];

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The words to look for: one-letter words ("a", "y", "o") match inside nearly every text, so they count only when they are all there is. */
function terms(query: string): string[] {
  const all = words(query);
  const longer = all.filter((word) => [...word].length > 1);
  return longer.length ? longer : all;
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

export interface DocumentIndex {
  readonly documents: SiteDocument[];
  search(query: string, limit: number): Promise<SearchHit[]>;
  /** null for an id (or URL) that names no document; throws SiteFileMissingError when a listed document cannot be read. */
  fetch(id: string): Promise<FetchedDocument | null>;
}

/**
 * Keyword search over the site's documents: each query term scores its occurrences in the
 * text, and five times that in the title. Texts are read once per instance (they change
 * only with a deploy); a document that cannot be read is left out of results.
 */
export function createDocumentIndex(documents: SiteDocument[], read: SiteFileReader): DocumentIndex {
  const texts = new Map<string, Promise<string | null>>();
  const textOf = (id: string) => {
    let text = texts.get(id);
    if (!text) {
      text = read(id);
      texts.set(id, text);
    }
    return text;
  };
  const byId = new Map(documents.map((document) => [document.id, document]));

  return {
    documents,
    async search(query, limit) {
      const wanted = [...new Set(terms(query))];
      if (!wanted.length) return [];
      const scored = await Promise.all(
        documents.map(async (document) => {
          const text = (await textOf(document.id))?.toLowerCase();
          if (text === undefined) return { ...document, score: 0 };
          const title = document.title.toLowerCase();
          const score = wanted.reduce((sum, term) => sum + occurrences(text, term) + 5 * occurrences(title, term), 0);
          return { ...document, score };
        }),
      );
      return scored
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || byCodePoint(a.id, b.id))
        .slice(0, limit);
    },
    async fetch(id) {
      const document = byId.get(id) ?? [...byId.values()].find((candidate) => candidate.url === id);
      if (!document) return null;
      const text = await textOf(document.id);
      if (text === null) throw new SiteFileMissingError(document.id);
      return { ...document, text };
    },
  };
}
