import type { Element, ElementContent } from 'hast';
import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';
import { element, text } from './hast-element.ts';

const isBlank = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';

/**
 * A Markdown plugin (Sätteri's hast phase): an image alone in its paragraph, with a title
 * (`![A chart](./chart.png "What it shows")`), becomes a figure with the title as its caption.
 * The image stays an image for Astro, which sizes it (astro:assets: width and height, no shift).
 */
export function imageFigures() {
  return ({ source }: PluginFactoryContext): HastPluginDefinition | null => {
    if (!source.includes('![')) return null;
    return {
      name: 'image-figures',
      element: {
        filter: ['p'],
        visit(node) {
          const content = (node.children as ElementContent[]).filter((child) => !isBlank(child));
          const [image] = content;
          if (content.length !== 1 || image?.type !== 'element' || image.tagName !== 'img') return undefined;
          const { title, ...properties } = image.properties;
          if (typeof title !== 'string' || !title.trim()) return undefined;
          const img: Element = { ...image, properties };
          return element('figure', { className: ['image'] }, [img, element('figcaption', {}, [text(title)])]);
        },
      },
    };
  };
}
