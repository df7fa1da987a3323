import GithubSlugger from 'github-slugger';
import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';
import { iconSvg } from '../icons/icons.ts';
import { element, text as textNode } from './hast-element.ts';

/**
 * A Markdown plugin (Sätteri's hast phase): each heading gets its id (GitHub's
 * slugs, as Astro's own heading ids, which then keep it) and, beside it, a link to itself that a
 * reader can copy, named in the text's language. The link sits after the heading, in a wrapper,
 * so that the heading's text (the table of contents, the twin) stays its own.
 */
export function headingAnchors(anchorName: (file: URL | undefined) => (heading: string) => string) {
  return ({ fileURL }: PluginFactoryContext): HastPluginDefinition => {
    const slugger = new GithubSlugger();
    const name = anchorName(fileURL);
    return {
      name: 'heading-anchors',
      element: {
        filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
        visit(node, ctx) {
          // A heading with an id of its own (the footnotes' label) is left as it is, as Astro leaves it.
          if (typeof node.properties.id === 'string') return;
          const text = ctx.textContent(node);
          const id = slugger.slug(text);
          ctx.setProperty(node, 'id', id);
          // The page's own title is the h1; one in the text keeps its id, without a link.
          if (node.tagName === 'h1') return;
          const anchor = element('a', { className: ['heading-anchor'], href: `#${id}`, dataMarkdown: 'skip' }, [
            { type: 'raw', value: iconSvg('link', 16) },
            element('span', { className: ['visually-hidden'] }, [textNode(name(text))]),
          ]);
          ctx.wrapNode(node, element('div', { className: ['heading'] }, [anchor]));
        },
      },
    };
  };
}
