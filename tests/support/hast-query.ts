// Small queries over a parsed page (hast), for tests that read a page's structure.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

export const parsedHtml = (html: string): Root => fromHtml(html);

/** The elements under `node` that pass `test`, in document order. */
export function elements(node: Root | Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(node, 'element', (element: Element) => {
    if (test(element)) found.push(element);
  });
  return found;
}

export const hasClass = (element: Element, name: string): boolean =>
  ([] as unknown[]).concat(element.properties.className ?? []).includes(name);

/** The text under `node`, as a reader reads it (character references decoded). */
export function textOf(node: Element): string {
  let text = '';
  visit(node, 'text', (child: { value: string }) => {
    text += child.value;
  });
  return text;
}
