import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { hasClass } from './hast-element.ts';

/** What a rendered Markdown text has that its page loads something for: code blocks (the copy buttons' script), math (KaTeX's stylesheet). */
export interface WriteupFeatures {
  code: boolean;
  math: boolean;
}

/** The features of a text, from its HTML: the classes the build's plugins give them. */
export const writeupFeatures = (html: string): WriteupFeatures => ({
  code: html.includes('<figure class="code-block"'),
  math: html.includes('<span class="katex"'),
});

/**
 * Every `style` attribute KaTeX wrote in a text's math, each once, as the browser reads it: the
 * page's CSP allows these (by hash, `style-src-attr 'unsafe-hashes'`) and no other.
 */
export function mathStyles(html: string): string[] {
  const styles = new Set<string>();
  visit(fromHtml(html, { fragment: true }) as Root, 'element', (node: Element) => {
    if (!hasClass(node, 'katex')) return undefined;
    visit(node, 'element', (inner: Element) => {
      const { style } = inner.properties;
      if (typeof style === 'string') styles.add(style);
    });
    return 'skip';
  });
  return [...styles];
}
