import type { Element, ElementContent, Text } from 'hast';
import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';
import { type IconName, iconSvg } from '../icons/icons.ts';
import { element, text as textNode } from './hast-element.ts';

/** GitHub's alert kinds (`> [!NOTE]`), each with its icon from the vendored set. */
export const CALLOUT_ICONS = {
  note: 'info',
  tip: 'lightbulb',
  important: 'message-square-warning',
  warning: 'triangle-alert',
  caution: 'octagon-alert',
} as const satisfies Record<string, IconName>;

export type CalloutKind = keyof typeof CALLOUT_ICONS;
export type CalloutWords = Record<CalloutKind, string>;

/** The marker, alone on the quote's first line, as GitHub reads it (in any case). */
const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

const isElement = (node: ElementContent): node is Element => node.type === 'element';

/**
 * A Markdown plugin (Sätteri's hast phase): a quote that starts with GitHub's alert marker becomes
 * a note (`role="note"`) with the kind's icon and heading, in the text's language (`wordsOf` its
 * file); the kind stays in `data-callout`, for the Markdown twin to write the marker back.
 */
export function callouts(wordsOf: (file: URL | undefined) => CalloutWords) {
  return ({ source, fileURL }: PluginFactoryContext): HastPluginDefinition | null => {
    if (!source.includes('[!')) return null;
    const words = wordsOf(fileURL);
    return {
      name: 'callouts',
      element: {
        filter: ['blockquote'],
        visit(node) {
          const children = node.children as ElementContent[];
          const first = children.find(isElement);
          const opening = first?.tagName === 'p' ? first.children[0] : undefined;
          const text = opening?.type === 'text' ? opening : undefined;
          const marker = text ? MARKER.exec(text.value) : null;
          if (!first || !text || !marker) return undefined;
          const kind = marker[1]!.toLowerCase() as CalloutKind;
          const rest: Text = { type: 'text', value: text.value.slice(marker[0].length) };
          const paragraph: Element = { ...first, children: [rest, ...first.children.slice(1)] };
          const keepsText = rest.value.trim() !== '' || paragraph.children.length > 1;
          const heading = element('p', { className: ['callout-title'] }, [
            { type: 'raw', value: iconSvg(CALLOUT_ICONS[kind]) },
            textNode(words[kind]),
          ]);
          const body = children.flatMap((child) => (child === first ? (keepsText ? [paragraph] : []) : [child]));
          return element('div', { className: ['callout', `callout-${kind}`], role: 'note', dataCallout: kind }, [heading, ...body]);
        },
      },
    };
  };
}
