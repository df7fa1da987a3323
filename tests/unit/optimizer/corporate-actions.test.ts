import { describe, expect, it } from 'vitest';
import { adjustForCorporateActions, cleanRatio } from '../../../src/capabilities/optimizer/market/corporate-actions.ts';
import { portfolioAnalytics } from '../../../src/capabilities/optimizer/core/analytics.ts';

const DAYS = 300;
const dates = Array.from({ length: DAYS }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
/** A deterministic series with daily moves of a few percent at most. */
const series = (start: number, drift: number, wobble: number, phase: number) =>
  dates.map((_, t) => start * (1 + drift) ** t * (1 + wobble * Math.sin(t / 3 + phase)));
// Daily moves stay under 0.5 %, so a split day is within the 1 % tolerance of its ratio.
const clean = () => [series(1000, 0.001, 0.01, 0), series(50, 0.0005, 0.008, 1), series(200, 0.0008, 0.012, 2)];
const tickers = ['GGAL', 'AAPL', 'AL30'];

/** The series with every close from `day` on multiplied by `factor`: an unadjusted corporate action. */
const inject = (prices: number[][], asset: number, day: number, factor: number) =>
  prices.map((s, i) => (i === asset ? s.map((p, t) => (t >= day ? p * factor : p)) : s));

function expectSameAnalytics(a: number[][], b: number[][]) {
  const x = portfolioAnalytics(tickers, a, 0.05);
  const y = portfolioAnalytics(tickers, b, 0.05);
  for (const ticker of tickers) expect(x.expectedReturns[ticker]).toBeCloseTo(y.expectedReturns[ticker]!, 12);
  for (const [i, row] of x.covariance.entries())
    for (const [j, value] of row.entries()) expect(value).toBeCloseTo(y.covariance[i]![j]!, 12);
  for (const ticker of tickers) expect(x.minVariance.weights[ticker]).toBeCloseTo(y.minVariance.weights[ticker]!, 8);
  expect(x.maxSharpe?.sharpe).toBeCloseTo(y.maxSharpe!.sharpe!, 8);
}

describe('cleanRatio', () => {
  it.each([
    [100, 50, 2],
    [100, 50.4, 2], // within 1 %
    [100, 10, 10],
    [10, 100, 0.1],
    [60, 20.1, 3],
    [100, 5, 20],
    [100, 400, 0.25],
  ])('%d → %d is a clean %d', (previous, close, ratio) => {
    expect(cleanRatio(previous, close)).toBeCloseTo(ratio, 12);
  });

  it.each([
    [100, 51.2], // 1.95: outside 1 %
    [100, 55], // an ordinary 45 % fall
    [100, 70],
    [100, 100],
    [100, 150],
  ])('%d → %d is not a corporate action', (previous, close) => {
    expect(cleanRatio(previous, close)).toBeUndefined();
  });

  it('answers as a search of every ratio and its inverse within 1 % would, for any move (the shortcut for ordinary days included)', () => {
    const ratios = [2, 3, 4, 5, 10, 20].flatMap((ratio) => [ratio, 1 / ratio]);
    const searched = (move: number) => ratios.find((ratio) => Math.abs(move / ratio - 1) <= 0.01);
    let found = 0;
    for (let step = 0; step <= 20_000; step++) {
      const move = 0.04 * Math.exp((step / 20_000) * Math.log(25 / 0.04)); // 0.04 to 25, log-spaced
      expect(cleanRatio(move, 1)).toBe(searched(move));
      if (searched(move) !== undefined) found++;
    }
    expect(found).toBeGreaterThan(200);
  });
});

describe('adjustForCorporateActions', () => {
  it('finds a 2:1 split, back-adjusts the earlier closes, and the analytics equal the clean series', () => {
    const split = inject(clean(), 0, 120, 1 / 2);
    const { prices, adjustments } = adjustForCorporateActions(tickers, dates, split);
    expect(adjustments).toEqual([{ ticker: 'GGAL', date: dates[120], ratio: 2 }]);
    for (const [t, p] of prices[0]!.entries()) expect(p).toBeCloseTo(clean()[0]![t]! / 2, 9);
    expect(prices[1]).toEqual(split[1]);
    expectSameAnalytics(prices, clean());
  });

  it('finds a reverse split and CEDEAR ratio changes in several series', () => {
    let prices = inject(clean(), 0, 40, 10); // 1:10 reverse split
    prices = inject(prices, 1, 200, 1 / 3); // CEDEAR ratio 3:1
    prices = inject(prices, 2, 250, 1 / 5);
    const result = adjustForCorporateActions(tickers, dates, prices);
    expect(result.adjustments).toEqual([
      { ticker: 'GGAL', date: dates[40], ratio: 0.1 },
      { ticker: 'AAPL', date: dates[200], ratio: 3 },
      { ticker: 'AL30', date: dates[250], ratio: 5 },
    ]);
    expectSameAnalytics(result.prices, clean());
  });

  it('handles two actions in one series', () => {
    const prices = inject(inject(clean(), 1, 60, 1 / 2), 1, 180, 1 / 2);
    const result = adjustForCorporateActions(tickers, dates, prices);
    expect(result.adjustments.map((a) => [a.date, a.ratio])).toEqual([
      [dates[60], 2],
      [dates[180], 2],
    ]);
    expectSameAnalytics(result.prices, clean());
  });

  it('leaves an ordinary crash alone: not a clean ratio', () => {
    const crash = inject(clean(), 0, 150, 0.55);
    const result = adjustForCorporateActions(tickers, dates, crash);
    expect(result.adjustments).toEqual([]);
    expect(result.prices).toEqual(crash);
  });

  it('leaves a halving alone when the other series fell with it the same day', () => {
    let marketCrash = inject(clean(), 0, 150, 0.5);
    marketCrash = inject(marketCrash, 1, 150, 0.6);
    const result = adjustForCorporateActions(tickers, dates, marketCrash);
    expect(result.adjustments).toEqual([]);
  });

  it('still adjusts a split when another series moved the other way that day', () => {
    let prices = inject(clean(), 0, 150, 0.5);
    prices = inject(prices, 1, 150, 1.3);
    expect(adjustForCorporateActions(tickers, dates, prices).adjustments).toEqual([{ ticker: 'GGAL', date: dates[150], ratio: 2 }]);
  });

  it('does not change its input', () => {
    const split = inject(clean(), 0, 120, 1 / 2);
    const copy = split.map((s) => [...s]);
    adjustForCorporateActions(tickers, dates, split);
    expect(split).toEqual(copy);
  });
});
