import type { Element, Root, Text } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface PageScript {
  type?: string;
  src?: string;
  code: string;
}

/** The page's <script> elements as an HTML parser sees them: a "<script>" inside an attribute value is text, not a script. */
function scriptsOf(html: string): PageScript[] {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const scripts: PageScript[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'script') return;
    const { type, src } = node.properties as { type?: string; src?: string };
    const code = node.children.map((child) => (child as Text).value ?? '').join('');
    scripts.push({ ...(type ? { type: String(type) } : {}), ...(src ? { src: String(src) } : {}), code });
  });
  return scripts;
}

/** Scripts that run: not JSON data blocks (JSON-LD, the scripts' words). */
export const runnableScripts = (html: string) => scriptsOf(html).filter((script) => !/^application\/(ld\+)?json$/.test(script.type ?? ''));

/**
 * What a page's `<link rel="expect" blocking="render">` waits for (its target's id) and what the
 * body has after that target, by tag name: scripts only, and the browser paints nothing before
 * everything a visitor sees is parsed. `undefined` when there is no such link or no such target.
 */
export function renderBlocking(html: string): { expected?: string; afterTarget?: string[] } {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  let expected: string | undefined;
  let body: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    const { rel, blocking, href } = node.properties as { rel?: string[]; blocking?: string | string[]; href?: string };
    if (node.tagName === 'link' && rel?.includes('expect') && String(blocking).includes('render')) expected = href?.replace(/^#/, '');
    if (node.tagName === 'body') body = node;
  });
  const children = (body?.children ?? []).filter((child): child is Element => child.type === 'element');
  const target = children.findIndex((child) => expected !== undefined && child.properties.id === expected);
  return { expected, afterTarget: target < 0 ? undefined : children.slice(target + 1).map((child) => child.tagName) };
}
