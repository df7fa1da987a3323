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
export function scriptsOf(html: string): PageScript[] {
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
