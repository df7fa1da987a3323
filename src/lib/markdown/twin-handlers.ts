// How the Markdown twin (html-to-markdown.ts) writes back what the build's plugins (src/lib/writeup/) drew: each a
// rehype-remark handler, giving the Markdown as it was written.
import type { Element, ElementContent } from 'hast';
import type { BlockContent, Blockquote, Code, FootnoteDefinition, FootnoteReference, Image, Paragraph } from 'mdast';
import { defaultHandlers, type Handle, type Options, type State } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { EXIT, visit } from 'unist-util-visit';
import { childElement, hasClass } from '../writeup/hast-element.ts';

/**
 * A code block (code-blocks.ts) back as the fence it was written as: its language and meta (the
 * title, the marks) from its <pre>, its code as text, deleted lines too. Any other figure is read
 * as its content.
 */
const figure: Handle = (state, node: Element) => {
  if (hasClass(node, 'diagram')) return diagramSource(state, node);
  if (hasClass(node, 'image')) return titledImage(state, node);
  const pre = hasClass(node, 'code-block') && childElement(node, 'pre');
  if (!pre) return defaultHandlers.figure!(state, node);
  const { dataLanguage, dataMeta } = pre.properties;
  const fence: Code = {
    type: 'code',
    lang: typeof dataLanguage === 'string' ? dataLanguage : null,
    meta: typeof dataMeta === 'string' ? dataMeta : null,
    value: toText(pre).replace(/\n+$/, ''),
  };
  state.patch(node, fence);
  return fence;
};

/** A titled image (figures.ts) back as written: the image, its caption as its title. */
function titledImage(state: State, node: Element) {
  const img = childElement(node, 'img');
  const caption = childElement(node, 'figcaption');
  if (!img) return defaultHandlers.figure!(state, node);
  const { src, alt } = img.properties;
  const image: Image = {
    type: 'image',
    url: String(src ?? ''),
    alt: typeof alt === 'string' ? alt : null,
    title: caption ? toText(caption) : null,
  };
  const paragraph: Paragraph = { type: 'paragraph', children: [image] };
  state.patch(node, paragraph);
  return paragraph;
}

/** A diagram (diagrams.ts) back as its Mermaid fence, the source it keeps below it: its caption and drawing left out. */
function diagramSource(state: State, node: Element) {
  const pre = childElement(childElement(node, 'details') ?? node, 'pre');
  if (!pre) return defaultHandlers.figure!(state, node);
  // The <pre>'s text, not its <code>'s: whitespace is kept inside a <pre> only.
  const fence: Code = { type: 'code', lang: 'mermaid', meta: null, value: toText(pre).replace(/\n+$/, '') };
  state.patch(node, fence);
  return fence;
}

/** A callout (callouts.ts) back as GitHub's alert: a quote whose first line is the marker, its heading left out. */
const div: Handle = (state, node: Element) => {
  if (hasClass(node, 'math-display')) return mathSource(state, node, true);
  const kind = node.properties.dataCallout;
  if (typeof kind !== 'string') return defaultHandlers.div!(state, node);
  const body: Element = {
    ...node,
    children: node.children.filter((child: ElementContent) => !(child.type === 'element' && hasClass(child, 'callout-title'))),
  };
  const content = state.toFlow(state.all(body)) as BlockContent[];
  // The marker as raw Markdown, which no escaping touches, on the first paragraph's first line.
  const marker = { type: 'html' as const, value: `[!${kind.toUpperCase()}]` };
  const [first, ...rest] = content;
  const opening: Paragraph =
    first?.type === 'paragraph'
      ? { ...first, children: [marker, { type: 'text', value: '\n' }, ...first.children] }
      : { type: 'paragraph', children: [marker] };
  const quote: Blockquote = { type: 'blockquote', children: first?.type === 'paragraph' ? [opening, ...rest] : [opening, ...content] };
  state.patch(node, quote);
  return quote;
};

/** The TeX a formula (math.ts) was written as: KaTeX keeps it in its MathML's annotation. */
function texOf(node: Element): string | undefined {
  let tex: string | undefined;
  visit(node, 'element', (element: Element) => {
    if (element.tagName !== 'annotation' || element.properties.encoding !== 'application/x-tex') return undefined;
    tex = toText(element);
    return EXIT;
  });
  return tex;
}

/** A formula back as it was written, `$…$` or `$$…$$`, as raw Markdown, which no escaping touches. */
const mathSource = (state: State, node: Element, display: boolean) => {
  const tex = texOf(node);
  if (tex === undefined) return state.all(node);
  const source = { type: 'html' as const, value: display ? `$$\n${tex}\n$$` : `$${tex}$` };
  state.patch(node, source);
  return source;
};

/** An inline formula; any other span is read as its content. */
const span: Handle = (state, node: Element) =>
  hasClass(node, 'katex') ? mathSource(state, node, false) : defaultHandlers.span!(state, node);

/** A footnote's number from its element's id or link (`user-content-fn-1`, `#user-content-fnref-1`). */
const footnoteId = (value: unknown) => /fn(?:ref)?-(\d+)/.exec(String(value ?? ''))?.[1];

/** A footnote reference (GFM's `<sup><a data-footnote-ref>`) back as `[^1]`. */
const sup: Handle = (state, node: Element) => {
  const link = childElement(node, 'a');
  const identifier = link && link.properties.dataFootnoteRef !== undefined ? footnoteId(link.properties.href) : undefined;
  if (!identifier) return defaultHandlers.sup!(state, node);
  const reference: FootnoteReference = { type: 'footnoteReference', identifier, label: identifier };
  state.patch(node, reference);
  return reference;
};

/** GFM's footnotes back as `[^1]: …` definitions, without their heading and their links back. */
const section: Handle = (state, node: Element) => {
  if (node.properties.dataFootnotes === undefined) return defaultHandlers.section!(state, node);
  const items =
    childElement(node, 'ol')?.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li') ?? [];
  return items.flatMap((item): FootnoteDefinition[] => {
    const identifier = footnoteId(item.properties.id);
    if (!identifier) return [];
    const withoutBacklinks = (element: Element): Element => ({
      ...element,
      children: element.children
        .filter((child) => !(child.type === 'element' && child.properties.dataFootnoteBackref !== undefined))
        .map((child) => (child.type === 'element' ? withoutBacklinks(child) : child)),
    });
    const children = state.toFlow(state.all(withoutBacklinks(item))) as FootnoteDefinition['children'];
    return [{ type: 'footnoteDefinition', identifier, label: identifier, children }];
  });
};

export const twinHandlers: NonNullable<Options['handlers']> = { figure, div, span, sup, section };
