import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const NEVER_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'form', 'button', 'input', 'select', 'textarea']);

function isHidden(node: Element): boolean {
  const { properties } = node;
  return (
    NEVER_CONTENT.has(node.tagName) ||
    (properties.hidden !== undefined && properties.hidden !== false) ||
    properties.ariaHidden === 'true' ||
    properties.dataMarkdown === 'skip'
  );
}

/** Removes what is not reading content: comments, scripts, interactive controls, hidden and `data-markdown="skip"` elements. */
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
