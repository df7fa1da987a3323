import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';

export interface FootnoteWords {
  /** The heading of the footnotes, for assistive technology. */
  footnotes: string;
  /** The name of a footnote's link back to where it is referred to, given its number. */
  backToReference: (reference: string) => string;
}

/** The id GFM gives the footnotes' heading, which each reference names (`aria-describedby`). */
export const FOOTNOTES_LABEL = 'footnote-label';

/**
 * A Markdown plugin (Sätteri's hast phase): GFM's footnotes in the text's language, their heading
 * for assistive technology only (the site's visually-hidden), as GitHub shows them.
 */
export function footnotes(wordsOf: (file: URL | undefined) => FootnoteWords) {
  return ({ source, fileURL }: PluginFactoryContext): HastPluginDefinition | null => {
    if (!source.includes('[^')) return null;
    const words = wordsOf(fileURL);
    return {
      name: 'footnotes',
      element: [
        {
          filter: ['h2'],
          visit(node) {
            if (node.properties.id !== FOOTNOTES_LABEL) return undefined;
            return {
              ...node,
              properties: { ...node.properties, className: ['visually-hidden'] },
              children: [{ type: 'text', value: words.footnotes }],
            };
          },
        },
        {
          filter: ['a'],
          visit(node, ctx) {
            if (node.properties.dataFootnoteBackref === undefined) return;
            // GFM's label ends with the reference's number ("1", or "1-2" for a footnote's second reference).
            const reference = /(\d+(?:-\d+)?)$/.exec(String(node.properties.ariaLabel ?? ''))?.[1] ?? '';
            ctx.setProperty(node, 'ariaLabel', words.backToReference(reference));
          },
        },
      ],
    };
  };
}
