import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/** Elements never read as content: code, graphics and interactive controls. */
export const NEVER_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'form', 'button', 'input', 'select', 'textarea']);

/** Hidden from readers, or left out of the Markdown on purpose (`data-markdown="skip"`). */
export function isMarkedHidden({ properties }: Element): boolean {
  return (
    (properties.hidden !== undefined && properties.hidden !== false) ||
    properties.ariaHidden === 'true' ||
    properties.dataMarkdown === 'skip'
  );
}

const isHidden = (node: Element) => NEVER_CONTENT.has(node.tagName) || isMarkedHidden(node);

/** Removes what is not reading content: comments, scripts, interactive controls, hidden and `data-markdown="skip"` elements (rehype-form-fields has already said what a form shows). */
export default function rehypeDropHidden() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      const drop = node.type === 'comment' || (node.type === 'element' && isHidden(node as Element));
      if (parent && index !== undefined && drop) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}
