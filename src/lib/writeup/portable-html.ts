import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { hasClass } from './hast-element.ts';

/**
 * A rendered text as a reader without the site's stylesheet takes it (a feed reader): without what
 * only that stylesheet makes sense of. A formula keeps its MathML, not KaTeX's HTML drawing of it; a
 * diagram, drawn in the site's colours, becomes its source as code; the links beside headings go.
 */
export function portableHtml(tree: Root): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (hasClass(node, 'katex-html') || hasClass(node, 'heading-anchor')) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (hasClass(node, 'diagram')) {
      const source = node.children.flatMap((child): ElementContent[] =>
        child.type === 'element' && child.tagName === 'details'
          ? child.children.filter((inner) => inner.type === 'element' && inner.tagName === 'pre')
          : [],
      );
      parent.children.splice(index, 1, ...source);
      return [SKIP, index + source.length];
    }
    return undefined;
  });
}
