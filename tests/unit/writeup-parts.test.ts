import { readFileSync } from 'node:fs';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { parseCodeMeta } from '../../src/lib/writeup/code-blocks.ts';
import { pageSvg, readDiagram } from '../../src/lib/writeup/diagrams.ts';
import { mathFontFiles } from '../../src/lib/writeup/math-fonts.ts';
import { mathFonts } from '../../src/integrations/math-fonts.ts';

const katexCss = readFileSync(new URL('../../node_modules/katex/dist/katex.min.css', import.meta.url), 'utf8');
const writeupCss = readFileSync(new URL('../../src/styles/writeup.css', import.meta.url), 'utf8');

describe("a code fence's meta", () => {
  it('reads the title, the marked, inserted and deleted lines and the marked words, as written', () => {
    expect(parseCodeMeta('title="src/a/b.ts" {1, 3-4} ins={6} del={5,7} mark={9} /greet/ /a\\/b/')).toEqual({
      title: 'src/a/b.ts',
      marked: [1, 3, 4, 9],
      inserted: [6],
      deleted: [5, 7],
      words: ['greet', 'a/b'],
    });
    expect(parseCodeMeta("title='single'").title).toBe('single');
    expect(parseCodeMeta(undefined)).toEqual({ marked: [], inserted: [], deleted: [], words: [] });
    // A title's slashes are not words; nothing is line 0.
    expect(parseCodeMeta('title="/usr/bin/" {0}')).toEqual({ title: '/usr/bin/', marked: [], inserted: [], deleted: [], words: [] });
  });
});

describe('a diagram', () => {
  it("reads Mermaid's title (front matter or accTitle) and description, and the diagram without them", () => {
    expect(readDiagram('---\ntitle: "Flow"\n---\nflowchart LR\n  A --> B')).toEqual({ title: 'Flow', diagram: 'flowchart LR\n  A --> B' });
    expect(readDiagram('flowchart LR\n  accTitle: Steps\n  accDescr: From A to B\n  A --> B')).toEqual({
      title: 'Steps',
      description: 'From A to B',
      diagram: 'flowchart LR\n  A --> B',
    });
    expect(readDiagram('  flowchart TD\n  A')).toEqual({ diagram: 'flowchart TD\n  A' });
  });

  it('as the page takes it: no stylesheet, no style attribute, ids prefixed and their references with them, named', () => {
    const svg = pageSvg(
      renderMermaidSVG('flowchart LR\n  A --> B', { bg: 'var(--bg)', fg: 'var(--fg)', transparent: true }),
      'd7',
      'A "name" <here>',
    );
    expect(svg).not.toMatch(/<style|\sstyle="/);
    expect(svg).toContain('id="d7-arrowhead"');
    expect(svg).toContain('url(#d7-arrowhead)');
    expect(svg).not.toMatch(/url\(#(?!d7-)/);
    expect(svg).toMatch(/^<svg[^>]* role="img" aria-label="A &#x22;name&#x22; <here>"/);
  });

  it("has every colour beautiful-mermaid's stylesheet derives defined by the site's (src/styles/writeup.css)", () => {
    const drawn = renderMermaidSVG('flowchart LR\n  A --> B', { bg: 'var(--bg)', fg: 'var(--fg)' });
    const derived = [...drawn.matchAll(/(--_[a-z-]+):/g)].map(([, name]) => name!);
    expect(derived.length).toBeGreaterThan(5);
    const used = [...drawn.matchAll(/var\((--_[a-z-]+)\)/g)].map(([, name]) => name!);
    for (const name of new Set([...derived, ...used])) expect(writeupCss).toContain(`${name}:`);
  });
});

describe('math fonts', () => {
  it("are the faces KaTeX's stylesheet gives what a text's math draws, its base face always", () => {
    const files = (tex: string, displayMode = false) => mathFontFiles(katex.renderToString(tex, { displayMode }), katexCss).sort();
    expect(files('x')).toEqual(['KaTeX_Main-Regular', 'KaTeX_Math-Italic']);
    expect(files('\\int_0^1 f', true)).toEqual(['KaTeX_Main-Regular', 'KaTeX_Math-Italic', 'KaTeX_Size2-Regular']);
    expect(files('\\mathbb{R} \\mathbf{v}')).toEqual(['KaTeX_AMS-Regular', 'KaTeX_Main-Bold', 'KaTeX_Main-Regular']);
    expect(files('2')).toEqual(['KaTeX_Main-Regular']);
  });

  it("are served as the site's own: optional and woff2 only, whatever KaTeX's stylesheet says", () => {
    const plugin = mathFonts();
    const transform = plugin.transform as (code: string, id: string) => string | undefined;
    const css = transform(katexCss, '/x/node_modules/katex/dist/katex.min.css?url')!;
    const faces = css.match(/@font-face\{[^}]*\}/g)!;
    expect(faces).toHaveLength(katexCss.match(/@font-face\{/g)!.length);
    for (const face of faces) {
      expect(face).toContain('font-display:optional');
      expect(face).toMatch(/src:url\([^)]+\.woff2\) format\("woff2"\)\}$/);
    }
    expect(transform('a{}', '/x/src/styles/global.css')).toBeUndefined();
  });
});
