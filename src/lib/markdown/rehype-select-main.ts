import type { Element, Root } from 'hast';

function findMain(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'main') return child;
    const found = findMain(child);
    if (found) return found;
  }
  return undefined;
}

/** Keeps only the page's <main> content: navigation, header and footer chrome never reach the Markdown. */
export default function rehypeSelectMain() {
  return (tree: Root): Root => {
    const main = findMain(tree);
    return { type: 'root', children: main ? main.children : tree.children };
  };
}
