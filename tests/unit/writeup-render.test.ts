import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedWordsFor } from '../../src/lib/i18n/index.ts';
import { fileLanguage } from '../../src/lib/writeup/markdown-config.ts';
import { mathStyles, writeupFeatures } from '../../src/lib/writeup/writeup-features.ts';
import { portableHtml } from '../../src/lib/writeup/portable-html.ts';
import { elements, hasClass, parsedHtml, textOf } from '../support/hast-query.ts';
import { ROOT, renderMarkdown, SPANISH_POST, twinOf } from '../support/writeup-render.ts';

const en = sharedWordsFor('en').writeup;
const es = sharedWordsFor('es').writeup;
const tree = (html: string) => parsedHtml(html);
const styleAttributes = (html: string) => elements(tree(html), (element) => element.properties.style !== undefined);

afterEach(() => vi.restoreAllMocks());

describe('code blocks', () => {
  const fence =
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript's own template, as a post would hold it
    '```ts title="src/greet.ts" {1} ins={3} del={2} /name/\nexport function greet(name: string) {\n  return `Hi ${name}`;\n  return `Hello ${name}`;\n}\n```';

  it('is a figure with its title, its marked, inserted and deleted lines and words, colours as classes, no style attribute', async () => {
    const html = await renderMarkdown(fence);
    const [figure] = elements(tree(html), (element) => hasClass(element, 'code-block'));
    expect(figure?.tagName).toBe('figure');
    const caption = elements(figure!, (element) => element.tagName === 'figcaption');
    expect(caption.map(textOf)).toEqual(['src/greet.ts']);
    const lines = elements(figure!, (element) => hasClass(element, 'line'));
    expect(lines.map((line) => line.tagName)).toEqual(['span', 'del', 'ins', 'span']);
    expect(hasClass(lines[0]!, 'marked')).toBe(true);
    expect(elements(figure!, (element) => element.tagName === 'mark').map(textOf)).toEqual(['name', 'name', 'name']);
    expect(elements(figure!, (element) => hasClass(element, 'token-keyword')).length).toBeGreaterThan(0);
    expect(styleAttributes(html)).toEqual([]);
    // Scrolls inside itself, so it can take keyboard focus.
    expect(elements(figure!, (element) => element.tagName === 'pre')[0]?.properties.tabIndex).toBe(0);
    expect(writeupFeatures(html)).toEqual({ code: true, math: false });
  });

  it('without a title, names its language in the same bar; without a language, leaves the bar empty', async () => {
    const bars = async (markdown: string) =>
      elements(tree(await renderMarkdown(markdown)), (element) => hasClass(element, 'code-title')).map((bar) => [bar.tagName, textOf(bar)]);
    expect(await bars('```sh\nls\n```')).toEqual([['div', 'sh']]);
    expect(await bars('```\nplain\n```')).toEqual([['div', '']]);
  });

  it('comes back in the twin as the fence it was written as: language, meta, every line', async () => {
    const twin = await twinOf(await renderMarkdown(fence));
    expect(twin).toContain(fence);
    expect(await twinOf(await renderMarkdown('```\nplain text\n```'))).toContain('```\nplain text\n```');
  });

  it('keeps what the owner writes in a title or a line as text, escaped', async () => {
    const html = await renderMarkdown('```html title="<b>x</b> & y"\n<script>alert(1)</script>\n```');
    expect(html).not.toContain('<script>alert');
    expect(elements(tree(html), (element) => element.tagName === 'b' || element.tagName === 'script')).toEqual([]);
    expect(elements(tree(html), (element) => element.tagName === 'figcaption').map(textOf)).toEqual(['<b>x</b> & y']);
    expect(textOf(elements(tree(html), (element) => element.tagName === 'pre')[0]!)).toBe('<script>alert(1)</script>');
  });
});

describe('callouts', () => {
  const kinds = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'] as const;
  const markdown = kinds.map((kind) => `> [!${kind}]\n> About ${kind.toLowerCase()}.`).join('\n\n');

  it("are notes with the kind's icon and heading, in the text's language", async () => {
    for (const [path, words] of [
      [`${ROOT}/src/content/posts/hello.md`, en],
      [SPANISH_POST, es],
    ] as const) {
      const notes = elements(tree(await renderMarkdown(markdown, path)), (element) => hasClass(element, 'callout'));
      expect(notes.map((note) => note.properties.role)).toEqual(kinds.map(() => 'note'));
      const headings = notes.map((note) => elements(note, (element) => hasClass(element, 'callout-title'))[0]!);
      expect(headings.map(textOf)).toEqual(kinds.map((kind) => words.callouts[kind.toLowerCase() as keyof typeof words.callouts]));
      expect(headings.every((heading) => elements(heading, (element) => element.tagName === 'svg').length === 1)).toBe(true);
      expect(notes.map((note) => textOf(note).includes('[!'))).toEqual(kinds.map(() => false));
    }
  });

  it("come back in the twin in GitHub's syntax, and a quote that is none stays a quote", async () => {
    const twin = await twinOf(await renderMarkdown(`${markdown}\n\n> [!NOPE] just a quote`));
    for (const kind of kinds) expect(twin).toContain(`> [!${kind}]\n> About ${kind.toLowerCase()}.`);
    expect(twin).toContain('> \\[!NOPE] just a quote');
    expect(twin).not.toContain(en.callouts.note);
  });
});

describe('math', () => {
  it('renders $…$ and $$…$$ with KaTeX (MathML and HTML), allowing only its own style attributes', async () => {
    const html = await renderMarkdown('The mean $\\bar{p}$ of prices.\n\n$$\n\\sigma^2 = \\frac{1}{n}\n$$');
    const root = tree(html);
    expect(elements(root, (element) => element.tagName === 'math')).toHaveLength(2);
    expect(elements(root, (element) => hasClass(element, 'math-display'))).toHaveLength(1);
    expect(writeupFeatures(html)).toEqual({ code: false, math: true });
    // Every style attribute of the text is one of KaTeX's, which the page's CSP lists by hash.
    const styles = styleAttributes(html).map((element) => String(element.properties.style));
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles)).toEqual(new Set(mathStyles(html)));
  });

  it('leaves prices as text: no space inside the dollars, no digit after the closing one', async () => {
    const html = await renderMarkdown('It costs $5 and $10, or $ 3 $.');
    expect(writeupFeatures(html).math).toBe(false);
    expect(textOf(tree(html) as never)).toContain('It costs $5 and $10, or $ 3 $.');
  });

  it('comes back in the twin as the TeX it was written as', async () => {
    const twin = await twinOf(await renderMarkdown('Inline $E = mc^2$ here.\n\n$$\n\\int_0^1 x\\,dx\n$$'));
    expect(twin).toContain('Inline $E = mc^2$ here.');
    expect(twin).toContain('$$\n\\int_0^1 x\\,dx\n$$');
  });

  it('keeps a formula KaTeX cannot read as code, and says which file has it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await renderMarkdown('Broken $\\frac{1}{$ here.');
    expect(writeupFeatures(html).math).toBe(false);
    expect(elements(tree(html), (element) => element.tagName === 'code').map(textOf)).toEqual(['\\frac{1}{']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hello.md: KaTeX cannot read the formula'));
  });
});

describe('diagrams', () => {
  const diagram = '```mermaid\n---\ntitle: How it flows\n---\nflowchart LR\n  A[Write] --> B[Build]\n```';

  it('draws a mermaid fence as an SVG without a stylesheet, a style attribute or a shared id, named by its title, its source below it', async () => {
    const html = await renderMarkdown(`${diagram}\n\n${diagram}`);
    const figures = elements(tree(html), (element) => hasClass(element, 'diagram'));
    expect(figures).toHaveLength(2);
    const svgs = figures.map((figure) => elements(figure, (element) => element.tagName === 'svg')[0]!);
    expect(svgs.map((svg) => [svg.properties.role, svg.properties.ariaLabel])).toEqual([
      ['img', 'How it flows'],
      ['img', 'How it flows'],
    ]);
    expect(elements(tree(html), (element) => element.tagName === 'style')).toEqual([]);
    expect(styleAttributes(html)).toEqual([]);
    const ids = elements(tree(html), (element) => element.properties.id !== undefined).map((element) => element.properties.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every reference to an id names one of the page's.
    for (const [, id] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(id);
    const sources = figures.map((figure) => elements(figure, (element) => element.tagName === 'code').map(textOf)[0]);
    expect(sources).toEqual([diagram.slice('```mermaid\n'.length, -'\n```'.length), diagram.slice('```mermaid\n'.length, -'\n```'.length)]);
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('names a diagram without a title in the text’s language, and comes back in the twin as its source', async () => {
    const untitled = '```mermaid\nflowchart TD\n  A --> B\n```';
    const svg = elements(tree(await renderMarkdown(untitled, SPANISH_POST)), (element) => element.tagName === 'svg')[0]!;
    expect(svg.properties.ariaLabel).toBe(es.diagram);
    const twin = await twinOf(await renderMarkdown(diagram));
    expect(twin).toContain(diagram);
    expect(twin).not.toContain(en.diagramSource);
  });

  it('leaves a kind it does not draw, or one it cannot, as its source in code, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const source of ['pie title Pets\n  "Dogs" : 3', 'flowchart']) {
      const html = await renderMarkdown(`\`\`\`mermaid\n${source}\n\`\`\``);
      expect(elements(tree(html), (element) => hasClass(element, 'diagram'))).toEqual([]);
      expect(await twinOf(html)).toContain(`\`\`\`mermaid\n${source}\n\`\`\``);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a Mermaid diagram'));
  });
});

describe('images, headings and footnotes', () => {
  it('makes a titled image alone in its paragraph a figure with the title as its caption, and back in the twin', async () => {
    const html = await renderMarkdown('![A chart](https://img.test/chart.png "What it shows")\n\n![Plain](https://img.test/p.png)');
    const [figure] = elements(tree(html), (element) => hasClass(element, 'image'));
    expect(elements(figure!, (element) => element.tagName === 'figcaption').map(textOf)).toEqual(['What it shows']);
    expect(elements(figure!, (element) => element.tagName === 'img')[0]?.properties.title).toBeUndefined();
    expect(elements(tree(html), (element) => hasClass(element, 'image'))).toHaveLength(1);
    expect(await twinOf(html)).toContain('![A chart](https://img.test/chart.png "What it shows")');
  });

  it('gives each heading its GitHub slug and a link to itself named in the text’s language, left out of the twin', async () => {
    const html = await renderMarkdown('## Getting started\n\n## Getting started\n\n### Año nuevo', SPANISH_POST);
    const headings = elements(tree(html), (element) => /^h[2-6]$/.test(element.tagName));
    expect(headings.map((heading) => heading.properties.id)).toEqual(['getting-started', 'getting-started-1', 'año-nuevo']);
    const anchors = elements(tree(html), (element) => hasClass(element, 'heading-anchor'));
    expect(anchors.map((anchor) => anchor.properties.href)).toEqual(['#getting-started', '#getting-started-1', '#año-nuevo']);
    expect(anchors.map(textOf)).toEqual([es.anchor('Getting started'), es.anchor('Getting started'), es.anchor('Año nuevo')]);
    expect(headings.map(textOf)).toEqual(['Getting started', 'Getting started', 'Año nuevo']);
    const twin = await twinOf(html);
    expect(twin).toBe('## Getting started\n\n## Getting started\n\n### Año nuevo\n');
  });

  it('keeps footnotes working, in the text’s language, and back in the twin as written', async () => {
    const html = await renderMarkdown('A remark[^1].\n\n[^1]: The note.', SPANISH_POST);
    const [label] = elements(tree(html), (element) => element.properties.id === 'footnote-label');
    expect([textOf(label!), hasClass(label!, 'visually-hidden')]).toEqual([es.footnotes, true]);
    const [back] = elements(tree(html), (element) => element.properties.dataFootnoteBackref !== undefined);
    expect(back?.properties.ariaLabel).toBe(es.backToReference('1'));
    const twin = await twinOf(html);
    expect(twin).toContain('A remark[^1].');
    expect(twin).toContain('[^1]: The note.');
  });
});

describe('a text’s language', () => {
  it('is a further language’s where a folder of its path below the project is that language’s, else the default', () => {
    const languages = ['es-AR', 'en', 'pt-BR'];
    const at = (path: string) => fileLanguage(new URL(`file://${ROOT}/${path}`), ROOT, languages);
    expect(at('src/content/posts/hello.md')).toBe('es-AR');
    expect(at('src/content/posts/en/hello.md')).toBe('en');
    expect(at('src/pages/pt-br/uses.md')).toBe('pt-BR');
    expect(fileLanguage(new URL('file:///en/site/src/pages/uses.md'), '/en/site', languages)).toBe('es-AR');
    expect(fileLanguage(undefined, ROOT, languages)).toBe('es-AR');
  });
});

describe('a text for a reader without the site’s stylesheet (a feed)', () => {
  it('keeps a formula’s MathML and a diagram’s source, and drops what only the stylesheet makes sense of', async () => {
    const html = await renderMarkdown('## Title\n\nMath $x^2$.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```ts\nconst a = 1;\n```');
    const portable = parsedHtml(html);
    portableHtml(portable);
    expect(elements(portable, (element) => hasClass(element, 'katex-html') || hasClass(element, 'heading-anchor'))).toEqual([]);
    expect(elements(portable, (element) => element.tagName === 'math')).toHaveLength(1);
    expect(elements(portable, (element) => element.tagName === 'svg')).toEqual([]);
    const code = elements(portable, (element) => element.tagName === 'pre').map(textOf);
    expect(code).toEqual(['flowchart LR\n  A --> B', 'const a = 1;']);
    expect(elements(portable, (element) => element.tagName === 'h2').map(textOf)).toEqual(['Title']);
  });
});
