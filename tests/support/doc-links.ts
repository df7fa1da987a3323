// Checks the relative links of the project's own Markdown (README, CONTRIBUTING, docs/): each must
// name a file or folder of the repository and, when it has a #fragment, a heading of that file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Heading, Html, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** GitHub's heading anchor: lower case, punctuation dropped (letters of any script kept), spaces as hyphens. */
export const githubSlug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

const parse = (markdown: string): Root => unified().use(remarkParse).parse(markdown);

/** Every anchor a Markdown document offers, with GitHub's -1, -2 suffixes for repeated headings. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  visit(parse(markdown), 'heading', (node: Heading) => {
    const slug = githubSlug(textOf(node));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  });
  return anchors;
}

/** src, srcset and href values in raw HTML (a <picture> in the README). */
const htmlUrls = (html: string): string[] =>
  [...html.matchAll(/\b(?:src|srcset|href)="([^"]+)"/g)].flatMap((match) =>
    match[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!),
  );

/** The link, image and definition URLs of a Markdown document, and those of its raw HTML. */
function urlsOf(markdown: string): string[] {
  const urls: string[] = [];
  visit(parse(markdown), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push((node as { url: string }).url);
    if (node.type === 'html') urls.push(...htmlUrls((node as Html).value));
  });
  return urls;
}

const isRelative = (url: string) => !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');

/** The files (or folders) the relative links of `file` (whose text is `markdown`) point at, as absolute paths. */
export const linkedPaths = (file: string, markdown: string): string[] =>
  urlsOf(markdown)
    .filter(isRelative)
    .map((url) => url.split('#')[0]!)
    .filter(Boolean)
    .map((path) => resolve(dirname(file), decodeURIComponent(path)));

/** What is wrong with each relative link of `file` (whose text is `markdown`), as "url: reason". */
export function brokenLinks(file: string, markdown: string): string[] {
  return urlsOf(markdown)
    .filter(isRelative)
    .flatMap((url) => {
      const [path = '', fragment] = url.split('#') as [string, string | undefined];
      const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      if (!existsSync(target)) return [`${url}: no such file`];
      if (fragment === undefined) return [];
      if (statSync(target).isDirectory() || !target.endsWith('.md')) return [`${url}: an anchor into something that is not Markdown`];
      const anchors = anchorsOf(target === file ? markdown : readFileSync(target, 'utf8'));
      return anchors.has(decodeURIComponent(fragment)) ? [] : [`${url}: no heading #${fragment}`];
    });
}
