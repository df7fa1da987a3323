import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Rewrites relative href/src attributes to absolute URLs, so a twin read out of context still links correctly. */
export default function rehypeAbsoluteLinks(options: { baseUrl: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties[attribute];
        if (typeof value !== 'string' || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(value)) continue;
        node.properties[attribute] = new URL(value, options.baseUrl).href;
      }
    });
  };
}
