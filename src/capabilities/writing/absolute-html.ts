import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import rehypeAbsoluteLinks from '../../lib/markdown/rehype-absolute-links.ts';

/** An HTML fragment with every relative href and src resolved against `baseUrl`: feed readers show posts out of context. */
export function absoluteHtml(html: string, baseUrl: string): string {
  const tree = fromHtml(html, { fragment: true });
  rehypeAbsoluteLinks({ baseUrl })(tree);
  return toHtml(tree);
}
