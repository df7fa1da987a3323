import type { Fonts, Page, Paper, TextStyle } from './document.ts';
import { type Line, type Piece, wrap } from './wrap.ts';

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ParagraphOptions {
  /** Points from the left margin to the text. */
  indent?: number;
  /** Drawn before the first line, ending just left of the indent: a bullet. */
  marker?: Piece<TextStyle>;
  /** Line height as a multiple of the largest size on the line. */
  leading?: number;
}

/** Where a line's baseline sits below its top, as a share of its largest size (Inter's ascent, about). */
const BASELINE = 0.8;

/**
 * Text flowing down pages, top to bottom: paragraphs wrapped to the width between the margins,
 * a new page whenever the next line does not fit. Positions come out in PDF's coordinates
 * (points from the bottom left).
 */
export class Flow {
  readonly pages: Page[] = [];
  /** The cursor: how far below the top of the current page the next line starts. */
  private cursor = 0;

  private readonly fonts: Fonts;
  readonly paper: Paper;
  readonly margins: Margins;

  constructor(fonts: Fonts, paper: Paper, margins: Margins) {
    this.fonts = fonts;
    this.paper = paper;
    this.margins = margins;
    this.newPage();
  }

  get width(): number {
    return this.paper.width - this.margins.left - this.margins.right;
  }

  /** The width of a piece as drawn, kerning included. */
  readonly measure = (piece: Piece<TextStyle>): number => this.fonts[piece.style.font].width(piece.text, piece.style.size);

  private get page(): Page {
    return this.pages.at(-1) as Page;
  }

  private newPage() {
    this.pages.push({ texts: [], rules: [] });
    this.cursor = this.margins.top;
  }

  private get room(): number {
    return this.paper.height - this.margins.bottom - this.cursor;
  }

  /** Vertical space, left out at the top of a page. */
  space(points: number) {
    if (this.cursor > this.margins.top) this.cursor += Math.min(points, this.room);
  }

  /** Starts a new page unless `points` more fit on this one: a heading kept with what follows it. */
  keep(points: number) {
    if (this.room < points && this.cursor > this.margins.top) this.newPage();
  }

  paragraph(pieces: Piece<TextStyle>[], { indent = 0, marker, leading = 1.4 }: ParagraphOptions = {}) {
    const left = this.margins.left + indent;
    wrap(pieces, this.width - indent, this.measure).forEach((line, index) => {
      const size = Math.max(...line.map((piece) => piece.style.size));
      const height = size * leading;
      if (height > this.room) this.newPage();
      const baseline = this.paper.height - (this.cursor + (height - size) / 2 + size * BASELINE);
      if (marker && index === 0) {
        this.page.texts.push({
          x: left - this.measure(marker) - marker.style.size * 0.5,
          y: baseline,
          text: marker.text,
          style: marker.style,
        });
      }
      let x = left;
      for (const run of runs(line)) {
        this.page.texts.push({ x, y: baseline, text: run.text, style: run.style });
        x += this.measure(run);
      }
      this.cursor += height;
    });
  }

  /** A horizontal line across the text's width, at the cursor. */
  rule(color: string, thickness = 0.5) {
    const y = this.paper.height - this.cursor;
    this.page.rules.push({ from: [this.margins.left, y], to: [this.paper.width - this.margins.right, y], thickness, color });
  }

  /** Adds what `draw` gives to every page, once the flow is done: a footer, with the page's number and the count. */
  decorate(draw: (number: number, count: number) => Page) {
    this.pages.forEach((page, index) => {
      const extra = draw(index + 1, this.pages.length);
      page.texts.push(...extra.texts);
      page.rules.push(...extra.rules);
    });
  }
}

/** A line's pieces joined where they share a style: each run is shaped whole, so kerning holds across words. */
function runs(line: Line<TextStyle>): Piece<TextStyle>[] {
  const joined: Piece<TextStyle>[] = [];
  for (const piece of line) {
    const last = joined.at(-1);
    if (last && sameStyle(last.style, piece.style)) last.text += piece.text;
    else joined.push({ ...piece });
  }
  return joined;
}

const sameStyle = (a: TextStyle, b: TextStyle) => a.font === b.font && a.size === b.size && a.color === b.color && a.link === b.link;
