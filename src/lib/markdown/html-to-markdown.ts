import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import rehypeSelectMain from './rehype-select-main.ts';
import rehypeDropHidden from './rehype-drop-hidden.ts';
import rehypeAbsoluteLinks from './rehype-absolute-links.ts';

/**
 * Converts a built HTML page to its Markdown twin: only <main>, links made absolute
 * against the page URL, GFM tables and fenced code blocks kept.
 */
export async function htmlToMarkdown(html: string, pageUrl: string): Promise<string> {
  const file = await unified()
    .use(rehypeParse)
    .use(rehypeSelectMain)
    .use(rehypeDropHidden)
    .use(rehypeAbsoluteLinks, { baseUrl: pageUrl })
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_' })
    .process(html);
  return `${String(file).trim()}\n`;
}
