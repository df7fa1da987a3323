import type { InlineCode, Link } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  escapeInline,
  isSafeUrl,
  markdownAutolink,
  markdownCodeSpan,
  markdownDestination,
  markdownLink,
  markdownParagraphs,
  markdownText,
  oneLine,
} from '../../src/lib/markdown/escape.ts';
import { HOSTILE } from '../fixtures/owners/index.ts';
import { isAutolinkLiteral, linksIn, nodesOfType, parseMarkdown, syntaxIn } from '../support/markdown-nodes.ts';
import { toString as textOf } from 'mdast-util-to-string';

/** What a reader sees of a Markdown text: its text content, after parsing. */
const shown = (markdown: string) => textOf(parseMarkdown(markdown));

const DANGEROUS = [
  ...Object.values(HOSTILE),
  '*emphasis*',
  '**strong**',
  '_under_',
  '~~gone~~',
  '~gone~',
  '`code`',
  '``co`de``',
  '# heading',
  '## heading ##',
  '> quote',
  '- item',
  '+ item',
  '* item',
  '1. item',
  '2) item',
  '---',
  '===',
  '| a | b |',
  '[ref]: https://evil.example',
  '[^note]',
  '![img](https://evil.example/x.png)',
  '<https://evil.example>',
  '<b>bold</b>',
  '<!-- comment -->',
  '&amp; &lt;b&gt; &#60;',
  'trailing backslash \\',
  '\\*not escaped twice\\*',
  '[x][y]',
  '[ ] task',
];

describe('markdownText: one line of owner text', () => {
  it.each(DANGEROUS)('%j makes no syntax and reads as itself', (text) => {
    const markdown = markdownText(text);
    expect(syntaxIn(markdown)).toEqual([]);
    expect(shown(markdown)).toBe(oneLine(text));
  });

  it('collapses newlines and other whitespace, U+2028 included', () => {
    expect(markdownText(' a\n\n b\t\u2028c ')).toBe('a b c');
  });

  it('lets a bare URL or address be at most a link to exactly what it shows (a GFM autolink literal)', () => {
    for (const text of ['see https://evil.example/x', 'www.evil.example', 'me@evil.example', 'javascript:alert(1)']) {
      expect(linksIn(markdownText(text)).every(isAutolinkLiteral)).toBe(true);
      expect(shown(markdownText(text))).toBe(text);
    }
  });

  it('keeps a bare URL from taking the escape after it (a GFM autolink literal would, and raw HTML would follow)', () => {
    for (const text of ['a<https://evil.example><img src=x onerror=alert(1)>', 'www.evil.example\\<b>x</b>', 'http://x.example/*a*_b_']) {
      const markdown = markdownText(text);
      expect(syntaxIn(markdown)).toEqual([]);
      expect(shown(markdown)).toBe(text);
    }
  });

  it('escapes what can open syntax, and leaves ordinary punctuation alone', () => {
    expect(markdownText('a*b_c`d[e]f<g>h&i~j|k#l\\m')).toBe('a\\*b\\_c\\`d\\[e\\]f&lt;g\\>h\\&i\\~j\\|k\\#l\\\\m');
    expect(markdownText('Spoon-Knife (v1.2)! C++, 100%: ok.')).toBe('Spoon-Knife (v1.2)! C++, 100%: ok.');
  });

  it.each([
    ['- a', '\\- a'],
    ['+ a', '\\+ a'],
    ['= a', '\\= a'],
    ['12. a', '12\\. a'],
    ['3) a', '3\\) a'],
    ['2024.', '2024\\.'],
  ])('escapes the block marker that starts %j', (text, expected) => {
    expect(escapeInline(text)).toBe(expected);
  });

  it('keeps a heading made by its caller a heading of exactly that text', () => {
    const markdown = `# ${markdownText('Ada #')}`;
    const [heading] = nodesOfType(markdown, 'heading');
    expect(textOf(heading!)).toBe('Ada #');
  });
});

describe('markdownParagraphs: multi-line owner text', () => {
  it('escapes every line, so none becomes a heading, quote, list or rule', () => {
    const markdown = markdownParagraphs('Intro\n# not a heading\n> not a quote\n- not a list\n1. nor this\n---\n===');
    expect(syntaxIn(markdown)).toEqual([]);
    expect(markdown.split('\n')).toHaveLength(7);
  });

  it('keeps blank lines as one paragraph break and trims the ends', () => {
    expect(markdownParagraphs('\n\na\n\n\n\nb  c\n\n')).toBe('a\n\nb c');
    expect(nodesOfType(markdownParagraphs('a\n\nb'), 'paragraph')).toHaveLength(2);
  });
});

describe('URLs', () => {
  it.each(['https://a.example/x', 'http://a.example', 'mailto:a@b.example', 'HTTPS://A.EXAMPLE'])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/relative',
    'https:evil',
  ])('refuses %j as a link destination', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(markdownDestination(url)).toBeUndefined();
  });

  it('percent-encodes what would end or break a destination, and keeps the rest of the URL', () => {
    expect(markdownDestination('https://a.example/p (1)?q=<b> "c"\\d')).toBe('https://a.example/p%20%281%29?q=%3Cb%3E%20%22c%22%5Cd');
    expect(markdownDestination('https://a.example/?a=1&b=2')).toBe('https://a.example/?a=1&b=2');
    expect(markdownDestination('https://a.example/?x=&amp;')).toBe('https://a.example/?x=\\&amp;');
  });

  it.each([
    'https://lucia.example.com.ar/blog?a=1&b=<2>',
    'https://pgmigra.example.com.ar/?q=a&b=(c)',
    'https://a.example/?x=&amp;y',
    'https://a.example/x y',
  ])('a link to %s points exactly there, URL-encoded', (url) => {
    const [link] = nodesOfType<Link>(markdownLink('name', url), 'link');
    expect(decodeURIComponent(link!.url)).toBe(url);
  });

  it('writes a link with escaped text, whose text cannot close it early', () => {
    const markdown = markdownLink(HOSTILE.bracket, 'https://a.example/');
    const links = linksIn(markdown);
    expect(links).toHaveLength(1);
    expect(links[0]!.url).toBe('https://a.example/');
    expect(textOf(links[0]!)).toBe(HOSTILE.bracket);
  });

  it('writes only the text when the URL may not be linked', () => {
    expect(markdownLink('[x]', 'javascript:alert(1)')).toBe('\\[x\\]');
    expect(markdownAutolink('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('writes an autolink whose URL is the given one', () => {
    for (const url of ['https://a.example/?a=1&b=<2>', 'mailto:a@b.example']) {
      const markdown = markdownAutolink(url);
      const [link] = linksIn(markdown);
      expect(decodeURIComponent(link!.url)).toBe(url);
      expect(nodesOfType(markdown, 'html')).toEqual([]);
    }
  });
});

describe('markdownCodeSpan', () => {
  it.each(['GET https://a.example/x', 'a `tick` b', '``double``', '`edge', '<b>*x*</b>'])('shows %j verbatim', (text) => {
    const [code] = nodesOfType<InlineCode>(markdownCodeSpan(text), 'inlineCode');
    expect(code!.value).toBe(text);
  });
});
