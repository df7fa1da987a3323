import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { defaultHandlers, type Handle } from 'mdast-util-to-markdown';
import rehypeSelectMain from './rehype-select-main.ts';
import rehypeDropHidden from './rehype-drop-hidden.ts';
import rehypeFormFields from './rehype-form-fields.ts';
import rehypeAbsoluteLinks from './rehype-absolute-links.ts';
import remarkPortableLinks from './remark-portable-links.ts';
import { guardNaiveReaders } from './escape.ts';
import { twinHandlers } from './twin-handlers.ts';

/** remark's text, escaped for CommonMark, then guarded for naive readers too (see guardNaiveReaders). */
const text: Handle = (node, parent, state, info) => guardNaiveReaders(defaultHandlers.text(node, parent, state, info));

/**
 * Converts a built HTML page to its Markdown twin: only <main>, each form as the list of its fields, links made absolute
 * against the page URL, GFM tables kept, what the build's plugins drew as it was written (twin-handlers.ts); its text and links read the
 * same to a naive reader as to a CommonMark parser.
 */
export async function htmlToMarkdown(html: string, pageUrl: string): Promise<string> {
  const file = await unified()
    .use(rehypeParse)
    .use(rehypeSelectMain)
    .use(rehypeFormFields)
    .use(rehypeDropHidden)
    .use(rehypeAbsoluteLinks, { baseUrl: pageUrl })
    .use(rehypeRemark, { handlers: twinHandlers })
    .use(remarkPortableLinks)
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_', handlers: { text } })
    .process(html);
  return `${String(file).trim()}\n`;
}
