import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { HarfBuzz } from 'harfbuzzjs';

/**
 * HarfBuzz (harfbuzzjs, which Satori already brings) for the PDFs the build writes: shaping gives
 * each line's glyphs with their kerned advances, and its subsetter keeps only the glyphs a
 * document uses. Build-time only: faces are never released.
 */

// Loaded by require: harfbuzzjs is CommonJS whose export is a promise, which bundlers' ESM interop
// (Vite's, in the build and the tests) would wrap in a module object.
const require = createRequire(import.meta.url);
const harfbuzz = require('harfbuzzjs') as Promise<HarfBuzz>;

/** One glyph of shaped text, in font units. `cluster` is the index of its first character in the text. */
interface ShapedGlyph {
  id: number;
  advance: number;
  xOffset: number;
  yOffset: number;
  cluster: number;
}

export interface Face {
  unitsPerEm: number;
  postScriptName: string;
  /** An OpenType table's bytes ("head", "hhea", "OS/2", "post"), if the font has it. */
  table(tag: string): Uint8Array | undefined;
  /** A glyph's own advance, before kerning. */
  advance(glyph: number): number;
  /**
   * Glyphs and positions of `text`, kerned, without ligatures or contextual alternates: each
   * glyph stands for the characters it came from, so a PDF reader can copy the text back.
   */
  shape(text: string, language: string): ShapedGlyph[];
}

export async function openFace(bytes: Uint8Array): Promise<Face> {
  const hb = await harfbuzz;
  const face = hb.createFace(hb.createBlob(bytes), 0);
  const font = hb.createFont(face);
  return {
    unitsPerEm: face.upem,
    postScriptName: face.getName(6, 'en').replace(/[^\x21-\x7e]|[()<>[\]{}/%#]/g, '') || 'Font',
    table: (tag) => face.reference_table(tag),
    advance: (glyph) => font.glyphHAdvance(glyph),
    shape(text, language) {
      const buffer = hb.createBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      buffer.setLanguage(language);
      hb.shape(font, buffer, '-liga,-clig,-calt,-dlig');
      const glyphs = buffer.json().map((g) => ({ id: g.g, advance: g.ax, xOffset: g.dx, yOffset: g.dy, cluster: g.cl }));
      buffer.destroy();
      return glyphs;
    },
  };
}

/** hb-subset's exports (harfbuzzjs' hb-subset.wasm, which imports nothing). */
interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const MEMORY_MODE_WRITABLE = 2;
const NO_HINTING = 0x1;
/** Glyph ids stay as they are, so the text drawn with the full font's ids needs no renumbering. */
const RETAIN_GIDS = 0x2;
const DROP_TABLE_TAG_SET = 3;
/** Shaping is done before the font is embedded: its layout tables would only add bytes. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'STAT', 'DSIG', 'kern'];

const tagNumber = (tag: string) => [...tag].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);

let subsetter: Promise<SubsetExports> | undefined;
function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= readFile(require.resolve('harfbuzzjs/hb-subset.wasm'))
    .then((wasm) => WebAssembly.instantiate(wasm))
    .then(({ instance }) => instance.exports as unknown as SubsetExports);
  return subsetter;
}

/** The font with only `glyphs` (and the ones they are built from) drawn, every other id kept empty. */
export async function subsetFont(bytes: Uint8Array, glyphs: Iterable<number>): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const data = hb.malloc(bytes.byteLength);
  new Uint8Array(hb.memory.buffer).set(bytes, data);
  const blob = hb.hb_blob_create(data, bytes.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  hb.hb_subset_input_set_flags(input, NO_HINTING | RETAIN_GIDS);
  const glyphSet = hb.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
  const dropped = hb.hb_subset_input_set(input, DROP_TABLE_TAG_SET);
  for (const tag of DROPPED_TABLES) hb.hb_set_add(dropped, tagNumber(tag));
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  try {
    if (!subset) throw new Error('HarfBuzz could not subset the font');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    // Copied out before anything else runs in the module: its memory may grow and move.
    const font = new Uint8Array(hb.memory.buffer, start, hb.hb_blob_get_length(result)).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return font;
  } finally {
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
