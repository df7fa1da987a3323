/**
 * Owner text inside a line of Markdown, kept as the text it is: no link, emphasis, code,
 * HTML, table cell or entity can come out of it. Line breaks become spaces, so it cannot
 * start a heading, a list or a quote either. (A local helper: the shared one is to live in
 * src/lib/markdown/escape.ts.)
 */
export function escapeMarkdownInline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~&!#]/g, '\\$&')
    .replace(/^[-+=]/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A URL for a Markdown autolink `<…>`: the WHATWG form, in which `<`, `>` and spaces are percent-encoded. */
export const markdownAutolink = (url: string) => `<${new URL(url).href}>`;
