import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import rehypeAbsoluteLinks from '../../lib/markdown/rehype-absolute-links.ts';
import { portableHtml } from '../../lib/writeup/portable-html.ts';

/** The attribute Astro's Markdown leaves on an image in place of its src, for render() to resolve (lower-cased once parsed). */
const IMAGE_MARKER = '__astro_image_';

/**
 * Images as a feed can carry them. Astro renders a post's images only on its page: in the
 * collection's HTML an image has no src, just a marker. A remote image gets its URL back; a
 * local one (optimised into the page's assets) becomes a link to the post, named by its alt text.
 */
function resolveImageMarkers(tree: Root, postUrl: string) {
  visit(tree, 'element', (node: Element, index, parent) => {
    const marker = node.properties[IMAGE_MARKER];
    if (node.tagName !== 'img' || typeof marker !== 'string' || !parent || index === undefined) return;
    let image: { src?: unknown; alt?: unknown } = {};
    try {
      image = JSON.parse(marker);
    } catch {
      // Not Astro's marker after all: the image is dropped below like an unreadable one.
    }
    delete node.properties[IMAGE_MARKER];
    const src = typeof image.src === 'string' ? image.src : '';
    const alt = typeof image.alt === 'string' ? image.alt : '';
    if (/^https?:\/\//.test(src)) {
      node.properties.src = src;
      node.properties.alt = alt;
      return;
    }
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: { href: postUrl },
      children: [{ type: 'text', value: alt || postUrl }],
    };
    parent.children.splice(index, 1, link);
  });
}

/**
 * A post's HTML for a feed: images resolved, every relative href and src made absolute against the
 * post's URL, without what only the site's stylesheet makes sense of (portableHtml).
 */
export function absoluteHtml(html: string, postUrl: string): string {
  const tree = fromHtml(html, { fragment: true });
  resolveImageMarkers(tree, postUrl);
  portableHtml(tree);
  rehypeAbsoluteLinks({ baseUrl: postUrl })(tree);
  return toHtml(tree);
}
