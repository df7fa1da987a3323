import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interFonts } from '../../../src/lib/fonts/inter.ts';
import { PAPER, type Page, writePdf } from '../../../src/capabilities/resume/pdf/document.ts';
import { EmbeddedFont } from '../../../src/capabilities/resume/pdf/embedded-font.ts';
import { Flow } from '../../../src/capabilities/resume/pdf/flow.ts';
import { openFace } from '../../../src/capabilities/resume/pdf/harfbuzz.ts';
import { PdfFile } from '../../../src/capabilities/resume/pdf/pdf-file.ts';
import { ascii, dict, name, num, text } from '../../../src/capabilities/resume/pdf/syntax.ts';
import { type Piece, wrap } from '../../../src/capabilities/resume/pdf/wrap.ts';
import { pdfFonts, pdfInfo, pdfText, pdfTextWithWarnings, pdfWords, unspaced } from '../../support/poppler.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Every stream of the file, inflated: the writer compresses them all with Flate. */
const streamsOf = (bytes: Uint8Array): string[] =>
  [...latin1(bytes).matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) =>
    inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1'),
  );

const graphemesOf = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment);

async function interEmbedded(language = 'en') {
  const fonts = await interFonts();
  const [regular, bold] = await Promise.all([openFace(fonts.regular), openFace(fonts.bold)]);
  return { regular: new EmbeddedFont(regular, fonts.regular, language), bold: new EmbeddedFont(bold, fonts.bold, language) };
}

describe('PDF syntax', () => {
  it('writes text as UTF-16BE hex with a byte order mark, astral characters as surrogate pairs', () => {
    expect(text('Aé')).toBe('<FEFF004100E9>');
    expect(text('🚀')).toBe('<FEFFD83DDE80>');
    expect(text('a)(\\')).toBe('<FEFF006100290028005C>');
  });

  it('escapes names and literal strings, and refuses a literal string that is not ASCII', () => {
    expect(name('Inter Bold#1')).toBe('/Inter#20Bold#231');
    expect(ascii('https://a.example/(x)\\')).toBe('(https://a.example/\\(x\\)\\\\)');
    expect(() => ascii('é')).toThrow(/not printable ASCII/);
  });

  it('writes numbers without exponents or negative zero, and leaves undefined entries out of dictionaries', () => {
    expect([num(1e-7), num(-0.0001), num(595.2799), num(12)]).toEqual(['0', '0', '595.28', '12']);
    expect(dict({ Type: '/Page', Annots: undefined })).toBe('<< /Type /Page >>');
  });
});

describe('the PDF file', () => {
  it('points its cross-reference table at every object, and startxref at the table', () => {
    const file = new PdfFile();
    const later = file.reserve();
    const stream = file.addStream('BT ET');
    file.add(`<< /Type /Catalog /Next ${stream} >>`, later);
    const info = file.add('<< >>');
    const bytes = latin1(file.bytes(later, info));
    const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(bytes)?.[1]);
    expect(bytes.slice(start, start + 4)).toBe('xref');
    const offsets = [...bytes.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(3);
    expect(offsets.map((offset) => bytes.slice(offset, offset + 8))).toEqual(['1 0 obj\n', '2 0 obj\n', '3 0 obj\n']);
  });

  it('refuses to write an object number it reserved but never filled', () => {
    const file = new PdfFile();
    const root = file.reserve();
    expect(() => file.bytes(root, root)).toThrow(/reserved but never written/);
  });
});

describe('line breaking', () => {
  const measure = (piece: Piece<number>) => piece.text.length * piece.style;
  const words = fc.array(fc.stringMatching(/^[a-zé]{1,14}$/), { minLength: 1, maxLength: 40 });

  it('fills lines no wider than the measure, keeping every word in order', () => {
    fc.assert(
      fc.property(words, fc.integer({ min: 10, max: 60 }), (list, width) => {
        const lines = wrap([{ text: list.join(' '), style: 1 }], width, measure);
        for (const line of lines) expect(line.reduce((sum, piece) => sum + measure(piece), 0)).toBeLessThanOrEqual(width);
        expect(
          unspaced(
            lines
              .flat()
              .map((piece) => piece.text)
              .join(' '),
          ),
        ).toBe(list.join(''));
      }),
    );
  });

  it('breaks a word wider than a line between characters, and starts no line with a space', () => {
    const lines = wrap([{ text: `see ${'x'.repeat(25)} now`, style: 1 }], 10, measure);
    expect(lines.map((line) => line.map((piece) => piece.text).join(''))).toEqual(['see', 'xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx now']);
  });

  it('breaks no line between two pieces with no space between them', () => {
    // "at Acme" fits 7 characters, but the comma after it belongs to "Acme".
    const lines = wrap(
      [
        { text: 'at Acme', style: 'name' },
        { text: ', Madrid', style: 'place' },
      ],
      7,
      (piece) => piece.text.length,
    );
    expect(lines.map((line) => line.map((piece) => piece.text).join(''))).toEqual(['at', 'Acme,', 'Madrid']);
    expect(lines[1]).toEqual([
      { text: 'Acme', style: 'name' },
      { text: ',', style: 'place' },
    ]);
  });

  it('breaks a word wider than a line only between graphemes: flags, emoji families and accented letters stay whole', () => {
    const family = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const flags = '\u{1F1EA}\u{1F1F8}\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}';
    // Decomposed, as wrap takes text: e with two accents, a with one; and a space carrying an accent, which is no space.
    const text = `go ${flags}${family}e\u0301\u0302a\u0301x${family}${flags} \u0301ok`;
    // Each code point one unit wide: a line of 3 holds one flag but not two, a line of 6 no family.
    const codePoints = (piece: Piece<number>) => [...piece.text].length;
    const notSpace = (grapheme: string) => !/^\s+$/.test(grapheme);
    for (let width = 2; width <= 8; width++) {
      const lines = wrap([{ text, style: 1 }], width, codePoints).map((line) => line.map((piece) => piece.text).join(''));
      expect(lines.flatMap(graphemesOf).filter(notSpace), `width ${width}`).toEqual(graphemesOf(text).filter(notSpace));
      for (const line of lines) {
        expect(line, `width ${width}`).not.toMatch(/^[\p{M}\u200D]/u);
        expect([...(/^\p{Regional_Indicator}+/u.exec(line)?.[0] ?? '')].length % 2, `width ${width}: ${line}`).toBe(0);
      }
    }
  });

  it('keeps each piece its style across a line break', () => {
    const lines = wrap(
      [
        { text: 'Email: ', style: 1 },
        { text: 'someone@example.com', style: 2 },
      ],
      40,
      measure,
    );
    expect(lines).toEqual([[{ text: 'Email:', style: 1 }], [{ text: 'someone@example.com', style: 2 }]]);
  });
});

describe('a PDF set in Inter', () => {
  it('embeds both fonts as subsets with a ToUnicode map, so that pdftotext reads back what was set, accents and kerning included', async () => {
    const fonts = await interEmbedded();
    const flow = new Flow(fonts, PAPER.a4, { top: 50, right: 50, bottom: 50, left: 50 });
    flow.paragraph([{ text: 'Señora Ñandú — AVA WAVE Tokyo', style: { font: 'bold', size: 18, color: '#000000' } }]);
    flow.paragraph([
      {
        text: 'Ünïcödé: Ελληνικά, кириллица, Nguyễn.',
        style: { font: 'regular', size: 10, color: '#333333', link: 'https://example.com/á b' },
      },
    ]);
    const bytes = await writePdf({ paper: PAPER.a4, pages: flow.pages, info: { title: 'T (1)', author: 'Ö', language: 'es-AR' } }, fonts);
    const extracted = pdfText(bytes);
    expect(extracted).toContain('Señora Ñandú — AVA WAVE Tokyo');
    expect(extracted).toContain('Ünïcödé: Ελληνικά, кириллица, Nguyễn.');
    const embedded = pdfFonts(bytes);
    expect(embedded.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['Inter-Regular', 'Inter-Bold']);
    for (const font of embedded) expect(font).toMatchObject({ type: 'CID TrueType', embedded: true, subset: true, unicode: true });
    const { fields, errors } = pdfInfo(bytes);
    expect(errors).toBe('');
    expect(fields).toMatchObject({ Title: 'T (1)', Author: 'Ö', Pages: '1' });
    expect(fields['Page size']).toMatch(/\(A4\)/);
    // Kerned as HarfBuzz kerns it: "AVA" is narrower than its three glyphs side by side.
    const ava = pdfWords(bytes).find(({ word }) => word === 'AVA')!;
    const unkerned = ['A', 'V', 'A'].reduce((sum, letter) => sum + fonts.bold.width(letter, 18), 0);
    expect(ava.xMax - ava.xMin).toBeCloseTo(fonts.bold.width('AVA', 18), 0);
    expect(fonts.bold.width('AVA', 18)).toBeLessThan(unkerned - 1);
    // The link's address in ASCII, as URI actions want it.
    expect(latin1(bytes)).toContain('/URI (https://example.com/%C3%A1%20b)');
  });

  it('keeps a character the font has no glyph for as text (ActualText), and names it', async () => {
    const fonts = await interEmbedded();
    const flow = new Flow(fonts, PAPER.letter, { top: 50, right: 50, bottom: 50, left: 50 });
    flow.paragraph([{ text: 'Wang 王 ok', style: { font: 'regular', size: 12, color: '#000000' } }]);
    const bytes = await writePdf({ paper: PAPER.letter, pages: flow.pages, info: { title: 'x', author: 'y', language: 'en' } }, fonts);
    expect(pdfText(bytes)).toContain('Wang 王 ok');
    expect([...fonts.regular.missing]).toEqual(['王']);
    expect(pdfInfo(bytes).fields['Page size']).toMatch(/\(letter\)/);
  });

  it('keeps a ToUnicode entry short enough for readers, and a letter with 300 accents as text (ActualText) all the same', async () => {
    const fonts = await interEmbedded();
    const flow = new Flow(fonts, PAPER.a4, { top: 50, right: 50, bottom: 50, left: 50 });
    // 64 code units in one cluster once normalised: cut at 63 they would end inside the surrogate pair of U+1E000.
    const lines = [`Zalgo e${'\u0301'.repeat(300)} end`, `Astral a${'\u0301'.repeat(62)}\u{1E000} end`];
    for (const line of lines) flow.paragraph([{ text: line, style: { font: 'regular', size: 12, color: '#000000' } }]);
    const bytes = await writePdf({ paper: PAPER.a4, pages: flow.pages, info: { title: 'x', author: 'y', language: 'en' } }, fonts);
    const { text: extracted, warnings } = pdfTextWithWarnings(bytes);
    expect(warnings).toBe('');
    for (const line of lines) expect(unspaced(extracted.normalize('NFC'))).toContain(unspaced(line.normalize('NFC')));
    const destinations = streamsOf(bytes)
      .filter((stream) => stream.includes('beginbfchar'))
      .flatMap((map) => [...map.matchAll(/^<[0-9a-f]{4}> <([0-9A-F]+)>$/gm)].map((match) => match[1] as string));
    expect(destinations.length).toBeGreaterThan(0);
    for (const hex of destinations) {
      expect(hex.length / 2).toBeLessThanOrEqual(512);
      const units = (hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16));
      expect(String.fromCharCode(...units).isWellFormed(), hex).toBe(true);
    }
  });

  it('links only http, https and mailto addresses, and still sets the text of any other', async () => {
    const fonts = await interEmbedded();
    const flow = new Flow(fonts, PAPER.a4, { top: 50, right: 50, bottom: 50, left: 50 });
    const refused = [
      'javascript:alert(1)',
      'JavaScript:alert(2)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      '/relative/page',
      'page.html',
    ];
    const allowed = ['https://a.example/', 'http://b.example/x', 'mailto:someone@example.com'];
    for (const link of [...refused, ...allowed])
      flow.paragraph([{ text: `Link ${link}`, style: { font: 'regular', size: 10, color: '#000000', link } }]);
    const bytes = await writePdf({ paper: PAPER.a4, pages: flow.pages, info: { title: 'x', author: 'y', language: 'en' } }, fonts);
    expect([...latin1(bytes).matchAll(/\/Subtype \/Link .*?\/URI \((.*?)\) >> >>/g)].map((match) => match[1])).toEqual(allowed);
    const extracted = unspaced(pdfText(bytes));
    for (const link of [...refused, ...allowed]) expect(extracted).toContain(unspaced(`Link ${link}`));
  });

  it('flows onto new pages, each line inside the margins, and writes the same bytes for the same document', async () => {
    const page = async () => {
      const fonts = await interEmbedded();
      const flow = new Flow(fonts, PAPER.a4, { top: 60, right: 60, bottom: 60, left: 60 });
      for (let n = 0; n < 90; n++)
        flow.paragraph([{ text: `Line ${n} of a long document`, style: { font: 'regular', size: 11, color: '#000000' } }]);
      return {
        flow,
        bytes: await writePdf({ paper: PAPER.a4, pages: flow.pages, info: { title: 'x', author: 'y', language: 'en' } }, fonts),
      };
    };
    const { flow, bytes } = await page();
    expect(flow.pages.length).toBeGreaterThan(1);
    for (const { texts } of flow.pages as Page[]) {
      for (const placed of texts) {
        expect(placed.y).toBeGreaterThanOrEqual(60);
        expect(placed.y).toBeLessThanOrEqual(PAPER.a4.height - 60);
      }
    }
    expect(pdfInfo(bytes).fields.Pages).toBe(String(flow.pages.length));
    expect(unspaced(pdfText(bytes))).toContain(unspaced('Line 89 of a long document'));
    expect(Buffer.from((await page()).bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});
