declare module 'harfbuzzjs' {
  /** The parts of harfbuzzjs' wrapper (hbjs.js) the résumé PDF uses: shaping, and a face's tables and names. */
  interface HbBlob {
    destroy(): void;
  }
  interface HbFace {
    readonly upem: number;
    reference_table(tag: string): Uint8Array | undefined;
    getName(nameId: number, language: string): string;
    destroy(): void;
  }
  interface HbFont {
    glyphHAdvance(glyph: number): number;
    destroy(): void;
  }
  interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    setLanguage(language: string): void;
    json(): { g: number; cl: number; ax: number; ay: number; dx: number; dy: number }[];
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(bytes: Uint8Array | ArrayBuffer): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    /** `features`: comma-separated, as hb_feature_from_string reads them ("-liga,-calt"). */
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  }
  const ready: Promise<HarfBuzz>;
  export default ready;
}
