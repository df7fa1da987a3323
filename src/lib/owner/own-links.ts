/**
 * The owner's links to the site itself: every absolute http(s) address in the owner content (a
 * field that is a URL, or one written inside a text) whose origin is the site's, with the field
 * that holds it, so that one naming a page the site does not build is caught where it is written.
 * Pure: the caller says which paths exist.
 */
import { terminalText } from '../terminal-text.ts';

export interface OwnLink {
  /** Where the owner file holds it: "projects[2].url", "translations.en.profile.bio". */
  field: string;
  url: string;
  /** Its decoded path, without a trailing slash (but "/"). */
  path: string;
}

const ADDRESS = /https?:\/\/[^\s"'<>()[\]`]+/g;

const fieldPath = (at: string, key: string | number) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key);

function pathOf(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as written.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Every link in `content` to one of `origins` ("https://you.example"; its http:// form too), in the order found. */
export function ownOriginLinks(content: unknown, origins: readonly string[]): OwnLink[] {
  const found: OwnLink[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      for (const [written] of value.matchAll(ADDRESS)) {
        // Punctuation that ends a sentence, or closes a quote or an emphasis, is not part of the address.
        const address = written.replace(/[.,;:!?*_»”’…]+$/u, '');
        const url = URL.parse(address);
        // http:// or https://: the same site either way.
        if (url && origins.includes(`https://${url.host}`)) found.push({ field: at, url: address, path: pathOf(url) });
      }
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, fieldPath(at, index));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, fieldPath(at, key));
    }
  };
  walk(content, '');
  return found;
}

/** Whether one of the paths a function declares (`/mcp`, `/api/*`) answers `path`: the same, or under one that ends in `*`. */
export const answersPath = (declared: readonly string[], path: string): boolean =>
  declared.some((route) => (route.endsWith('*') ? path.startsWith(route.slice(0, -1)) : route.replace(/\/$/, '') === path));

/** "projects[1].url: https://you.example/charla", safe to print: the owner's text cannot move the terminal. */
export const linkLine = (link: OwnLink): string => `${terminalText(link.field)}: ${terminalText(link.url)}`;

/** Levenshtein's distance between two strings: the fewest one-character edits from one to the other. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The page among `pages` whose path is nearest `path`: the fewest edits for its length (so that the
 * home page, a short path, is not nearest everything); the first on a tie; none among none.
 */
export function nearestPage(path: string, pages: readonly string[]): string | undefined {
  let nearest: string | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const edits = distance(path, page) / Math.max(path.length, page.length, 1);
    if (edits < best) [nearest, best] = [page, edits];
  }
  return nearest;
}
