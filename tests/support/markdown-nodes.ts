import type { Link, Node, Parent, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Markdown as a GFM host reads it: the mdast tree. */
export const parseMarkdown = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);

/** Every node of the tree, depth first. */
export function allNodes(tree: Node): Node[] {
  const children = 'children' in tree ? (tree as Parent).children : [];
  return [tree, ...children.flatMap(allNodes)];
}

export const nodesOfType = <T extends Node = Node>(markdown: string, type: string) =>
  allNodes(parseMarkdown(markdown)).filter((node) => node.type === type) as T[];

/** Node types that only syntax makes: none may come out of owner text. */
const SYNTAX_NODES = [
  'html',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'emphasis',
  'strong',
  'delete',
  'heading',
  'inlineCode',
  'code',
  'list',
  'blockquote',
  'table',
  'thematicBreak',
  'footnoteReference',
  'definition',
  'break',
];

/**
 * A GFM autolink literal: a bare `https://…`, `www.…` or address that a GFM host links to
 * exactly what it shows (an http(s) or mailto URL). Not syntax anyone wrote.
 */
export function isAutolinkLiteral(node: Node): boolean {
  if (node.type !== 'link') return false;
  const { url } = node as Link;
  const shown = textOf(node);
  return /^(?:https?:|mailto:)/.test(url) && (url === shown || url === `http://${shown}` || url === `mailto:${shown}`);
}

/** The syntax node types in a Markdown text, once each; autolink literals are not syntax. */
export function syntaxIn(markdown: string): string[] {
  const found = allNodes(parseMarkdown(markdown)).filter((node) => SYNTAX_NODES.includes(node.type) && !isAutolinkLiteral(node));
  return [...new Set(found.map((node) => node.type))];
}

/** Every link of a Markdown text (written, autolinks and GFM autolink literals alike). */
export const linksIn = (markdown: string) => nodesOfType<Link>(markdown, 'link');
