/**
 * Owner text into Markdown, so that it reads as the same text and nothing more: no raw HTML,
 * no link (beyond a bare URL a GFM host links to exactly what it shows), emphasis, heading,
 * list, quote, table cell or code span can come out of it.
 * Each function does one thing; every Markdown output that writes owner text goes through here.
 */

import { percentEncode } from '../percent-encode.ts';

/** Runs of whitespace (newlines included) as one space: for contexts that are one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The ASCII punctuation that can open or close Markdown (CommonMark and GFM) syntax anywhere
 * in a line: backslash, code, emphasis, link and image brackets, HTML and autolinks, entities,
 * strikethrough, table cells, and `#` (a heading's closing sequence). A backslash before one
 * always makes it literal. `(`, `)` and `!` need no escape once `[` and `]` have one: they
 * only mean something right after a bracket.
 */
const INLINE_SYNTAX = /[\\`*_[\]<>&~|#]/g;

/** What makes a line a block only where it starts it: a list item (`-`, `+`, `1.`, `1)`), a thematic break or setext underline (`-`, `=`). */
const LEADING_MARKER = /^(\s*)([-+=])/;
const LEADING_ORDINAL = /^(\s*\d+)([.)])/;

/**
 * Where a GFM autolink literal starts in the source (`https://`, `www.`): such a literal runs
 * to the next space or `<` and takes any backslash in its way, so the escape after it would be
 * undone (`https://x\<img …>` is a link, then raw HTML). A backslash here keeps the source
 * from starting one; a GFM host may still link the URL it finds in the text, which is then
 * a link to exactly what it shows, and never anything but http(s) or mailto.
 */
const AUTOLINK_LITERAL = /:(?=\/\/)|(?<=\bwww)\./gi;

/** Backslash-escapes syntax characters; leaves line structure as it is. Headings, quotes and `*` lists are covered by the inline set. */
export function escapeInline(text: string): string {
  return guardNaiveReaders(
    text
      .replace(INLINE_SYNTAX, (char) => `\\${char}`)
      .replace(AUTOLINK_LITERAL, (char) => `\\${char}`)
      .replace(LEADING_MARKER, '$1\\$2')
      .replace(LEADING_ORDINAL, '$1\\$2'),
  );
}

/** A backslash escape, a `]` before `(` or `:`, or a `<` that could open a tag. */
const NAIVE_SYNTAX = /\\([\s\S])|\](?=[(:])|<(?=[A-Za-z/!?])/g;
const OPENS_TAG = /[A-Za-z/!?]/;

/**
 * Escaped Markdown as a reader that is not a CommonMark parser also reads it. A regular
 * expression such as `\[[^\]]*\]\([^)]*\)` or `<[a-z]` ignores backslashes, so `\](` still reads
 * as a link, `\]:` as a reference definition and `\<b` as HTML: the `(` or `:` after a bracket
 * gets a backslash of its own, and `<` before a letter, `/`, `!` or `?` becomes `&lt;`. A
 * CommonMark parser reads the same text as before; plain parentheses stay plain.
 */
export function guardNaiveReaders(markdown: string): string {
  return markdown.replace(NAIVE_SYNTAX, (match, escaped: string | undefined, offset: number) => {
    const next = markdown.charAt(offset + match.length);
    if (escaped === undefined) return match === ']' ? ']\\' : '&lt;';
    if (escaped === ']' && (next === '(' || next === ':')) return '\\]\\';
    if (escaped === '<' && OPENS_TAG.test(next)) return '&lt;';
    return match;
  });
}

/** Owner text on one line of Markdown (a heading's text, a list item, a sentence): whitespace collapsed, every syntax character literal. */
export const markdownText = (text: string) => escapeInline(oneLine(text));

/** Owner text as Markdown paragraphs: each line escaped on its own (so a line cannot become a heading, quote or list), blank lines kept as paragraph breaks. */
export function markdownParagraphs(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => escapeInline(line.replace(/\s+/g, ' ').trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of a link (`[…]`): the same as one line of text, brackets included. */
const markdownLinkText = markdownText;

/** The schemes a link may point to: nothing that runs code or reads local files. */
const SAFE_SCHEME = /^(?:https?:\/\/|mailto:)/i;

export const isSafeUrl = (url: string) => SAFE_SCHEME.test(url.trim());

/**
 * A URL as a link destination: http(s) and mailto only (undefined otherwise), with the
 * characters that would end or break a destination percent-encoded (whitespace, controls,
 * parentheses, square and angle brackets, backslash, quotes: a naive reader's link ends at the
 * first `)`) and `&` escaped before what reads as an entity, so the destination is the URL itself.
 */
export function markdownDestination(url: string): string | undefined {
  const trimmed = url.trim();
  if (!isSafeUrl(trimmed)) return undefined;
  return trimmed.replace(/[\s\p{Cc}()[\]<>\\"'`]/gu, percentEncode).replace(/&(?=#?\w+;)/g, '\\&');
}

/** `[text](url)`, or the text alone (escaped) when the URL is not one a link may point to. */
export function markdownLink(text: string, url: string): string {
  const destination = markdownDestination(url);
  return destination ? `[${markdownLinkText(text)}](${destination})` : markdownLinkText(text);
}

/** `<url>` (an autolink), or the URL as escaped text when it may not be a link. */
export function markdownAutolink(url: string): string {
  const destination = markdownDestination(url);
  return destination ? `<${destination.replace(/\\&/g, '&')}>` : markdownText(url);
}

/** A code span that shows `text` verbatim: a fence of backticks longer than any run inside, padded when the text touches a backtick. */
export function markdownCodeSpan(text: string): string {
  const line = oneLine(text);
  const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** A fenced code block that shows `code` verbatim: a fence of backticks longer than any run inside (three at least). */
export function markdownFence(code: string, info = ''): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}
