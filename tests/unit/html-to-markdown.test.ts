import { describe, expect, it } from 'vitest';
import { toString as textOf } from 'mdast-util-to-string';
import { oneLine } from '../../src/lib/markdown/escape.ts';
import { htmlToMarkdown } from '../../src/lib/markdown/html-to-markdown.ts';
import { HOSTILE } from '../fixtures/owners/index.ts';
import { allNodes, isAutolinkLiteral, linksIn, nodesOfType, parseMarkdown } from '../support/markdown-nodes.ts';

const page = (main: string) => `<!doctype html><html><head><title>T</title><style>p{}</style></head><body>
<a class="skip-link" href="#content">Skip</a><header><nav><a href="/">Home</a><a href="/projects">Projects</a></nav></header>
<main id="content">${main}</main><footer><a href="/llms.txt">llms.txt</a></footer><script>alert(1)</script></body></html>`;

describe('htmlToMarkdown', () => {
  it('keeps only <main>, without navigation chrome', async () => {
    const markdown = await htmlToMarkdown(page('<h1>Hello</h1><p>Body</p>'), 'https://site.test/');
    expect(markdown).toBe('# Hello\n\nBody\n');
  });

  it('makes links and images absolute against the page URL and keeps fragments and mailto', async () => {
    const markdown = await htmlToMarkdown(
      page(
        '<p><a href="/projects">P</a> <a href="contact">C</a> <a href="#x">X</a> <a href="mailto:a@b.c">M</a> <img src="/a.png" alt="A"></p>',
      ),
      'https://site.test/developers',
    );
    expect(markdown).toContain('[P](https://site.test/projects)');
    expect(markdown).toContain('[C](https://site.test/contact)');
    expect(markdown).toContain('[X](#x)');
    expect(markdown).toContain('[M](mailto:a@b.c)');
    expect(markdown).toContain('![A](https://site.test/a.png)');
  });

  it('preserves tables as GFM and code blocks as fenced code with their language', async () => {
    const markdown = await htmlToMarkdown(
      page(
        '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table><pre><code class="language-sh">curl -s https://x\n  -d \'{}\'</code></pre>',
      ),
      'https://site.test/',
    );
    expect(markdown).toContain('| A | B |\n| - | - |\n| 1 | 2 |');
    expect(markdown).toContain("```sh\ncurl -s https://x\n  -d '{}'\n```");
  });

  it('drops hidden, interactive and data-markdown="skip" content', async () => {
    const markdown = await htmlToMarkdown(
      page(
        '<h1>T</h1><div hidden>h</div><div aria-hidden="true">a</div><div data-markdown="skip">s</div><svg><text>chart</text></svg><form><button>Go</button></form><p>kept</p>',
      ),
      'https://site.test/',
    );
    expect(markdown).toBe('# T\n\nkept\n');
  });

  it('says what a form shows as the list of its fields, without its controls', async () => {
    const markdown = await htmlToMarkdown(
      page(`<p>Before</p><form>
        <fieldset><legend>Tickers (2 to 10)</legend><ul><li>GGAL<button>×</button></li></ul>
          <label for="t">Add a ticker</label><input id="t" aria-describedby="hint other"><p id="hint">Type a symbol, then <b>Enter</b>.</p><p id="other">At most 10.</p></fieldset>
        <label for="rate">Rate (%)</label><input id="rate" type="number">
        <label for="w">Window</label><select id="w"><option>3 months</option><option selected>1 year</option></select>
        <label for="gone">Gone</label><label for="x" hidden>Hidden</label><input id="x">
        <label for="s">Secret</label><input id="s" aria-describedby="h"><p id="h" aria-hidden="true">unread</p>
        <button>Go</button></form><p>After</p>`),
      'https://site.test/',
    );
    expect(markdown).toBe(
      [
        'Before',
        '',
        '- Tickers (2 to 10)',
        '- Add a ticker: Type a symbol, then Enter. At most 10.',
        '- Rate (%)',
        '- Window: 3 months, 1 year',
        '- Gone',
        '- Secret',
        '',
        'After',
        '',
      ].join('\n'),
    );
  });

  it('reads a label that wraps its control, a description outside the form, the first of a repeated id and each option’s label', async () => {
    const markdown = await htmlToMarkdown(
      page(`<p id="far">Described from afar.</p><form>
        <label>Window <select aria-describedby="far"><optgroup label="Short"><option>3 months</option></optgroup><option label="1 year">1y</option><option></option></select></label>
        <label>Note <textarea>draft text</textarea><noscript>needs JS</noscript></label>
        <label for="twice">Twice</label><input id="twice" aria-describedby="first"><p id="first">First.</p><p id="first">Second.</p>
      </form>`),
      'https://site.test/',
    );
    expect(markdown).toBe(
      ['Described from afar.', '', '- Window: Described from afar. 3 months, 1 year', '- Note', '- Twice: First.', ''].join('\n'),
    );
  });

  it('leaves out a form that shows no field, and a hidden form', async () => {
    const markdown = await htmlToMarkdown(
      page('<form><button>Go</button></form><form hidden><label for="a">A</label><input id="a"></form><p>kept</p>'),
      'https://site.test/',
    );
    expect(markdown).toBe('kept\n');
  });
});

describe('htmlToMarkdown with hostile owner text', () => {
  /** Owner text as Astro writes it into a page: HTML-escaped. */
  const escapeHtml = (text: string) =>
    text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
  const texts = [
    ...Object.values(HOSTILE),
    '*a* **b** _c_ ~~d~~ `e`',
    '# b',
    '> quoted',
    '- item',
    '1. one',
    '---',
    '| x | y |',
    '[ref]: https://evil.example',
    '![img](https://evil.example/i.png)',
    '<https://evil.example>',
    '&amp; &lt;b&gt;',
  ];

  it.each(texts)('%j in a paragraph, heading and list item makes no syntax of its own', async (text) => {
    const html = escapeHtml(text);
    const markdown = await htmlToMarkdown(
      page(`<h1>${html}</h1><p>${html}</p><ul><li>${html}</li></ul><p><a href="https://real.example/">${html}</a></p>`),
      'https://site.test/',
    );
    const types = new Set(allNodes(parseMarkdown(markdown)).map((node) => node.type));
    for (const type of [
      'html',
      'emphasis',
      'strong',
      'delete',
      'inlineCode',
      'blockquote',
      'table',
      'thematicBreak',
      'image',
      'definition',
    ])
      expect(types.has(type), `${type} in ${markdown}`).toBe(false);
    expect(nodesOfType(markdown, 'heading')).toHaveLength(1);
    expect(nodesOfType(markdown, 'list')).toHaveLength(1);
    const links = linksIn(markdown).filter((link) => !isAutolinkLiteral(link));
    expect(links.map((link) => link.url)).toEqual(['https://real.example/']);
    expect(textOf(links[0]!)).toBe(oneLine(text));
    expect(textOf(nodesOfType(markdown, 'heading')[0]!)).toBe(oneLine(text));
  });
});
