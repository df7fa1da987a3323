import { createHash } from 'node:crypto';
import type { Face } from './harfbuzz.ts';
import { subsetFont } from './harfbuzz.ts';
import type { PdfFile } from './pdf-file.ts';
import { array, dict, name, num, type Reference, text as textString } from './syntax.ts';

/**
 * A TrueType font as a PDF embeds it for any script (ISO 32000-1, 9.7): a Type0 font whose
 * two-byte codes are the glyph ids (Identity-H), a CIDFontType2 with the glyphs' widths, the
 * font program cut down to the glyphs used, and a ToUnicode map from each glyph back to its
 * characters, which is what lets a reader select, search and copy the text.
 */
export class EmbeddedFont {
  /** Each glyph drawn, with the text it stands for: the ToUnicode map and the subset. */
  private readonly used = new Map<number, string>();
  /** Characters the font has no glyph for: drawn as its empty box, still in the text (ActualText). */
  readonly missing = new Set<string>();

  private readonly face: Face;
  private readonly program: Uint8Array;
  private readonly language: string;

  /** `program` is the TrueType font `face` was opened from; `language` (BCP 47) guides shaping. */
  constructor(face: Face, program: Uint8Array, language: string) {
    this.face = face;
    this.program = program;
    this.language = language;
  }

  /** From font units to thousandths of the font size, PDF's unit for glyph widths. */
  private thousandths(units: number): number {
    return (units * 1000) / this.face.unitsPerEm;
  }

  /** The width of `text` set at `size` points, kerned. */
  width(text: string, size: number): number {
    const units = this.face.shape(text.normalize('NFC'), this.language).reduce((sum, glyph) => sum + glyph.advance, 0);
    return (this.thousandths(units) * size) / 1000;
  }

  /**
   * The content-stream operators that draw `text` where the text matrix stands, with the font
   * already selected: glyph ids in TJ arrays, kerning and offsets as TJ's adjustments, a vertical
   * offset as text rise. A run whose glyphs the ToUnicode map cannot read back as its text (a glyph
   * the font lacks, an entry cut short) carries its text as ActualText.
   */
  show(text: string, size: number): string {
    const normalized = text.normalize('NFC');
    const glyphs = this.face.shape(normalized, this.language);
    const clusterStarts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
    const clusterText = (cluster: number) => normalized.slice(cluster, clusterStarts[clusterStarts.indexOf(cluster) + 1]);
    /** What the ToUnicode map reads back for each cluster's glyphs. */
    const readBack = new Map<number, string>();
    const segments: { rise: number; items: string[] }[] = [];
    let pen = 0;
    let target = 0;
    glyphs.forEach((glyph, index) => {
      const characters = clusterText(glyph.cluster);
      const firstOfCluster = index === 0 || glyphs[index - 1]?.cluster !== glyph.cluster;
      if (glyph.id === 0) this.missing.add(characters);
      // A glyph stands for the characters of the cluster it is first drawn in (for none if it was not
      // the cluster's first glyph), once and for all: an entry changed later would change what the
      // runs drawn before it read back.
      else if (!this.used.has(glyph.id)) this.used.set(glyph.id, firstOfCluster ? toUnicodeEntry(characters) : '');
      readBack.set(glyph.cluster, (readBack.get(glyph.cluster) ?? '') + (this.used.get(glyph.id) ?? ''));
      const rise = (this.thousandths(glyph.yOffset) * size) / 1000;
      if (segments.at(-1)?.rise !== rise) segments.push({ rise, items: [] });
      const items = (segments.at(-1) as { items: string[] }).items;
      const drawAt = target + this.thousandths(glyph.xOffset);
      // A TJ number moves the pen left by that many thousandths.
      if (Math.abs(drawAt - pen) >= 0.01) items.push(num(pen - drawAt));
      items.push(`<${glyph.id.toString(16).padStart(4, '0')}>`);
      pen = drawAt + this.thousandths(this.face.advance(glyph.id));
      target += this.thousandths(glyph.advance);
    });
    const operators = segments.map(({ rise, items }) => `${num(rise)} Ts ${array(items)} TJ`).join(' ');
    const readsBack = [...readBack].every(([cluster, characters]) => characters === clusterText(cluster));
    return readsBack ? operators : `/Span ${dict({ ActualText: textString(normalized) })} BDC ${operators} EMC`;
  }

  /** Writes the font's objects, with its program cut down to the glyphs drawn so far; returns the Type0 font. */
  async write(file: PdfFile): Promise<Reference> {
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    const program = await subsetFont(this.program, glyphs);
    const tag = subsetTag(glyphs);
    const fontName = `${tag}+${this.face.postScriptName}`;
    const metrics = fontMetrics(this.face);
    const fontFile = file.addStream(program, { Length1: String(program.length) });
    const descriptor = file.add(
      dict({
        Type: '/FontDescriptor',
        FontName: name(fontName),
        Flags: String(metrics.flags),
        FontBBox: array(metrics.box.map((value) => num(this.thousandths(value)))),
        ItalicAngle: num(metrics.italicAngle),
        Ascent: num(this.thousandths(metrics.ascent)),
        Descent: num(this.thousandths(metrics.descent)),
        CapHeight: num(this.thousandths(metrics.capHeight)),
        StemV: num(metrics.stemV),
        FontFile2: fontFile,
      }),
    );
    const cidFont = file.add(
      dict({
        Type: '/Font',
        Subtype: '/CIDFontType2',
        BaseFont: name(fontName),
        CIDSystemInfo: dict({ Registry: '(Adobe)', Ordering: '(Identity)', Supplement: '0' }),
        FontDescriptor: descriptor,
        DW: num(this.thousandths(this.face.advance(0))),
        W: this.widths(glyphs),
        CIDToGIDMap: '/Identity',
      }),
    );
    const toUnicode = file.addStream(toUnicodeMap(this.used));
    return file.add(
      dict({
        Type: '/Font',
        Subtype: '/Type0',
        BaseFont: name(fontName),
        Encoding: '/Identity-H',
        DescendantFonts: array([cidFont]),
        ToUnicode: toUnicode,
      }),
    );
  }

  /** The W array: each run of consecutive glyph ids as `first [width width …]`. */
  private widths(glyphs: number[]): string {
    const runs: { first: number; widths: string[] }[] = [];
    for (const glyph of glyphs) {
      const last = runs.at(-1);
      // Unrounded, as the pen moves by them: a rounded width would drift across a line.
      const width = num(this.thousandths(this.face.advance(glyph)));
      if (last && last.first + last.widths.length === glyph) last.widths.push(width);
      else runs.push({ first: glyph, widths: [width] });
    }
    return array(runs.map((run) => `${run.first} ${array(run.widths)}`));
  }
}

/** Six capitals from the glyph set, as a subset font's name begins (ISO 32000-1, 9.6.4). */
function subsetTag(glyphs: number[]): string {
  const digest = createHash('sha256').update(glyphs.join(',')).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/** What the font descriptor says of the font, read from its head, hhea, OS/2 and post tables (font units). */
function fontMetrics(face: Face) {
  const view = (tag: string) => {
    const bytes = face.table(tag);
    return bytes ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  };
  const head = view('head');
  const hhea = view('hhea');
  const os2 = view('OS/2');
  const post = view('post');
  if (!head || !hhea) throw new Error(`${face.postScriptName} has no head or hhea table: not a TrueType font`);
  const ascent = hhea.getInt16(4);
  const weight = os2 ? os2.getUint16(4) : 400;
  const italicAngle = post ? post.getInt16(4) + post.getUint16(6) / 65536 : 0;
  const fixedPitch = post ? post.getUint32(12) !== 0 : false;
  return {
    box: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    ascent,
    descent: hhea.getInt16(6),
    capHeight: os2 && os2.byteLength >= 90 ? os2.getInt16(88) : ascent,
    italicAngle,
    // Nonsymbolic (32), and FixedPitch (1) and Italic (64) where they hold.
    flags: 32 | (fixedPitch ? 1 : 0) | (italicAngle !== 0 ? 64 : 0),
    // Readers use StemV only to fake a missing font; the usual estimate from the weight.
    stemV: Math.round(50 + (weight / 65) ** 2),
  };
}

const utf16Hex = (characters: string) => textString(characters).slice(5, -1);

/**
 * The most UTF-16 code units a ToUnicode entry holds. A CMap's destination string may be 512 bytes
 * (Adobe's technical notes 5014 and 5411; ISO 32000-1, 9.10.3), but Poppler and xpdf read each token
 * into 256 bytes and drop a longer entry, its text with it: `<`, 252 hex digits and `>` is the most.
 */
const ENTRY_UNITS = 63;

/** A glyph's characters as its ToUnicode entry holds them: cut to ENTRY_UNITS, never inside a surrogate pair. */
function toUnicodeEntry(characters: string): string {
  if (characters.length <= ENTRY_UNITS) return characters;
  const last = characters.charCodeAt(ENTRY_UNITS - 1);
  const highSurrogate = last >= 0xd800 && last <= 0xdbff;
  return characters.slice(0, highSurrogate ? ENTRY_UNITS - 1 : ENTRY_UNITS);
}

/** The ToUnicode CMap (Adobe's technical note 5411): each glyph id to the characters it stands for. */
function toUnicodeMap(used: Map<number, string>): string {
  const entries = [...used]
    .filter(([, characters]) => characters !== '')
    .sort(([a], [b]) => a - b)
    .map(([glyph, characters]) => `<${glyph.toString(16).padStart(4, '0')}> <${utf16Hex(characters)}>`);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
