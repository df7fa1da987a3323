/** A stretch of text in one style, for the line breaker to fill lines with. */
export interface Piece<S> {
  text: string;
  style: S;
}

/** One line: its pieces as they are drawn (the spaces between words kept, none at either end). */
export type Line<S> = Piece<S>[];

/**
 * Greedy line breaking (first fit) at spaces: each line takes as many words as fit in `width`,
 * as `measure` measures them. A word wider than a whole line (a long address) is broken
 * between characters. Runs of spaces and line breaks become one space.
 */
export function wrap<S>(pieces: Piece<S>[], width: number, measure: (piece: Piece<S>) => number): Line<S>[] {
  const words = pieces.flatMap(({ text, style }) =>
    text
      .split(/(\s+)/)
      .filter(Boolean)
      .map((part) => ({ text: /^\s+$/.test(part) ? ' ' : part, style })),
  );
  const lines: Line<S>[] = [];
  let line: Line<S> = [];
  let used = 0;
  const finish = () => {
    while (line.at(-1)?.text === ' ') line.pop();
    if (line.length) lines.push(line);
    line = [];
    used = 0;
  };
  for (const word of words) {
    if (word.text === ' ') {
      if (line.length) {
        line.push(word);
        used += measure(word);
      }
      continue;
    }
    const size = measure(word);
    if (line.length && used + size > width) finish();
    if (size <= width) {
      line.push(word);
      used += size;
      continue;
    }
    breakWord(word, width, measure).forEach((part, index) => {
      if (index > 0) finish();
      line.push(part);
      used += measure(part);
    });
  }
  finish();
  return lines;
}

/** A word wider than a line, cut between characters into parts that each fit one. */
function breakWord<S>(word: Piece<S>, width: number, measure: (piece: Piece<S>) => number): Piece<S>[] {
  const parts: Piece<S>[] = [];
  let current = '';
  for (const char of word.text) {
    if (current && measure({ text: current + char, style: word.style }) > width) {
      parts.push({ text: current, style: word.style });
      current = char;
    } else current += char;
  }
  if (current) parts.push({ text: current, style: word.style });
  return parts;
}
