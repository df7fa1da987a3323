import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { percentEncode } from '../percent-encode.ts';

/**
 * Link, image and definition destinations with whitespace, brackets, parentheses and angle
 * brackets percent-encoded: a destination then never needs `<…>`, and a reader that takes a
 * link to end at the first `)` (a regular expression, not a CommonMark parser) reads all of it.
 */
export default function remarkPortableLinks() {
  return (tree: Root) => {
    visit(tree, ['link', 'image', 'definition'], (node) => {
      if ('url' in node) node.url = node.url.replace(/[\s()[\]<>]/gu, percentEncode);
    });
  };
}
