/**
 * What a stored count may hold, whatever readers send: every dimension is a closed set (the
 * days, the kinds, the paths the build made, the names the MCP server has) or capped here, when
 * an instance counts and again when the counts are merged and read.
 */

/** What stands for every name past a cap: clients past the day's first, rows past a day's limit. */
export const OTHER = '(other)';

/** Distinct MCP client names a day: the first an instance meets, the largest a merge keeps; the rest count as "(other)". */
export const CLIENTS_PER_DAY = 200;

/** Distinct rows a day holds; past it, the smallest are summed into their kind's "(other)". */
export const ROWS_PER_DAY = 10_000;

/** Longest client name, in characters: the name is the client's own words. */
export const NAME_LIMIT = 60;

/** Longest target or client as stored, in characters: what no path the build made or name the server has comes near. */
export const TEXT_LIMIT = 300;

/**
 * Text fit to store and show: control and format characters out (escapes, bidirectional
 * overrides, zero-width joiners), any run of spaces one space, cut to `limit` characters
 * (never inside a surrogate pair), well formed.
 */
export function cleanText(text: string, limit = TEXT_LIMIT): string {
  const cleaned = text
    .toWellFormed()
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, limit).join('');
}

/** The row a reading past a cap is folded into: its kind's "(other)", an MCP client's as "(other)" too. */
export const foldedRow = <K extends string>([day, kind, , client]: readonly [string, K, string, string, ...unknown[]]) => ({
  day,
  kind,
  target: OTHER,
  client: client ? OTHER : '',
});
