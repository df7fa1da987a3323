import type { Close } from './history.ts';

export interface AlignedPrices {
  dates: string[];
  /** prices[ticker index][date index] */
  prices: number[][];
}

/** The dates every series has within [from, to] (inclusive, YYYY-MM-DD), ascending, with each series' close on them. */
export function alignSeries(series: Close[][], from: string, to: string): AlignedPrices {
  const maps = series.map((closes) => new Map(closes.filter((c) => c.date >= from && c.date <= to).map((c) => [c.date, c.close])));
  const [first, ...rest] = maps;
  const dates = [...(first?.keys() ?? [])].filter((date) => rest.every((map) => map.has(date))).sort();
  return { dates, prices: maps.map((map) => dates.map((date) => map.get(date)!)) };
}

export interface LargeMove {
  index: number;
  date: string;
  change: number;
}

/** Daily moves beyond ±threshold: with prices that are not split-adjusted, a likely corporate action. */
export function largeMoves(dates: string[], prices: number[], threshold = 0.5): LargeMove[] {
  const moves: LargeMove[] = [];
  for (let t = 1; t < prices.length; t++) {
    const change = prices[t]! / prices[t - 1]! - 1;
    if (Math.abs(change) > threshold) moves.push({ index: t, date: dates[t]!, change });
  }
  return moves;
}
