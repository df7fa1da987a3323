/** A stretch of text in one style, for the line breaker to fill lines with. */
export interface Piece<S> {
  text: string;
  style: S;
}

/** One line: its pieces as they are drawn (the spaces between words kept, none at either end). */
export type Line<S> = Piece<S>[];

/** A word: its parts in their styles ("Acme" then ", Madrid" is one word), or a space. */
interface Word<S> {
  space: boolean;
  parts: Piece<S>[];
}

/** Splits text into what a reader sees as one character each (UAX #29): a flag, an emoji family, a letter and its accents. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text as runs of spaces and runs of the rest, split between graphemes: a space carrying a combining mark is no space. */
function spacesAndWords(text: string): string[] {
  const runs: string[] = [];
  let lastWasSpace: boolean | undefined;
  for (const { segment } of graphemes.segment(text)) {
    const space = /^\s+$/.test(segment);
    if (space === lastWasSpace) runs[runs.length - 1] += segment;
    else runs.push(segment);
    lastWasSpace = space;
  }
  return runs;
}

/** The pieces as words and spaces: a word goes on across pieces until a space, so no line breaks inside it. */
function wordsOf<S>(pieces: Piece<S>[]): Word<S>[] {
  const words: Word<S>[] = [];
  for (const { text, style } of pieces) {
    for (const part of spacesAndWords(text)) {
      const space = /^\s+$/.test(part);
      const last = words.at(-1);
      if (space) words.push({ space: true, parts: [{ text: ' ', style }] });
      else if (last && !last.space) last.parts.push({ text: part, style });
      else words.push({ space: false, parts: [{ text: part, style }] });
    }
  }
  return words;
}

/**
 * Greedy line breaking (first fit) at spaces: each line takes as many words as fit in `width`,
 * as `measure` measures them. A word wider than a whole line (a long address) is broken
 * between graphemes, never inside one. Runs of spaces and line breaks become one space.
 */
export function wrap<S>(pieces: Piece<S>[], width: number, measure: (piece: Piece<S>) => number): Line<S>[] {
  const lines: Line<S>[] = [];
  let line: Line<S> = [];
  let used = 0;
  const finish = () => {
    while (line.at(-1)?.text === ' ') line.pop();
    if (line.length) lines.push(line);
    line = [];
    used = 0;
  };
  const place = (parts: Piece<S>[], size: number) => {
    line.push(...parts);
    used += size;
  };
  for (const word of wordsOf(pieces)) {
    const size = word.parts.reduce((sum, part) => sum + measure(part), 0);
    if (word.space) {
      if (line.length) place(word.parts, size);
      continue;
    }
    if (line.length && used + size > width) finish();
    if (size <= width) {
      place(word.parts, size);
      continue;
    }
    // Wider than a line: each of its parts broken between graphemes, part after part.
    for (const part of word.parts) {
      for (const cut of breakWord(part, width, measure)) {
        const cutSize = measure(cut);
        if (line.length && used + cutSize > width) finish();
        place([cut], cutSize);
      }
    }
  }
  finish();
  return lines;
}

/** A word wider than a line, cut between graphemes into parts that each fit one (or hold a single grapheme wider than it). */
function breakWord<S>(word: Piece<S>, width: number, measure: (piece: Piece<S>) => number): Piece<S>[] {
  const parts: Piece<S>[] = [];
  let current = '';
  for (const { segment } of graphemes.segment(word.text)) {
    if (current && measure({ text: current + segment, style: word.style }) > width) {
      parts.push({ text: current, style: word.style });
      current = segment;
    } else current += segment;
  }
  if (current) parts.push({ text: current, style: word.style });
  return parts;
}
