import { byCodePoint } from '../../../lib/by-code-point.ts';
/** Daily closes from data912's history rows {date, o, h, l, c, v, dr, sa}. */

export interface Close {
  date: string;
  close: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Null when the provider has no history for the ticker (it answers 200 with
 * {"Error": "..."} or another non-array). Otherwise the usable closes: rows with a null,
 * zero, negative or non-numeric close or a bad date dropped, duplicate dates resolved to
 * the last row, sorted by date.
 */
export function cleanHistory(payload: unknown): Close[] | null {
  if (!Array.isArray(payload)) return null;
  const byDate = new Map<string, number>();
  for (const row of payload) {
    if (!row || typeof row !== 'object') continue;
    const { date, c } = row as { date?: unknown; c?: unknown };
    if (typeof date !== 'string' || !ISO_DAY.test(date) || Number.isNaN(Date.parse(date.slice(0, 10)))) continue;
    const close = typeof c === 'string' ? Number(c) : c;
    if (typeof close !== 'number' || !Number.isFinite(close) || close <= 0) continue;
    byDate.set(date.slice(0, 10), close);
  }
  return [...byDate].sort(([a], [b]) => byCodePoint(a, b)).map(([date, close]) => ({ date, close }));
}
