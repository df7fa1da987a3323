import { describe, expect, it } from 'vitest';
import { alignSeries, largeMoves } from '../../../src/capabilities/optimizer/market/align.ts';
import { cleanHistory } from '../../../src/capabilities/optimizer/market/history.ts';
import { buildInstrumentIndex } from '../../../src/capabilities/optimizer/market/instruments.ts';

describe('cleanHistory', () => {
  it('treats the provider error object and other non-arrays as no history', () => {
    expect(cleanHistory({ Error: 'No data' })).toBeNull();
    expect(cleanHistory(null)).toBeNull();
    expect(cleanHistory('x')).toBeNull();
  });

  it('drops bad rows, keeps the last of duplicate dates and sorts', () => {
    const rows = [
      { date: '2026-01-03', c: 12 },
      { date: '2026-01-01', c: 10 },
      { date: '2026-01-02', c: null },
      { date: '2026-01-02', c: 0 },
      { date: '2026-01-04', c: -1 },
      { date: 'yesterday', c: 5 },
      { date: '2026-01-03', c: 13 },
      { date: '2026-01-05T00:00:00', c: '14.5' },
      null,
      { c: 9 },
    ];
    expect(cleanHistory(rows)).toEqual([
      { date: '2026-01-01', close: 10 },
      { date: '2026-01-03', close: 13 },
      { date: '2026-01-05', close: 14.5 },
    ]);
  });
});

describe('buildInstrumentIndex', () => {
  const panel = (...symbols: string[]) => symbols.map((symbol) => ({ symbol, c: 1 }));

  it('keeps ARS symbols and drops D/C variants of a listed stem in the same panel', () => {
    const index = buildInstrumentIndex({
      stocks: panel('GGAL', 'GGALD', 'YPFD', 'ALUAC', 'ALUA'),
      cedears: panel('AAPL', 'AAPLC'),
      bonds: panel('AL30', 'AL30D', 'GD30D'),
    });
    expect(Object.fromEntries(index)).toEqual({
      GGAL: 'stocks',
      YPFD: 'stocks',
      ALUA: 'stocks',
      AAPL: 'cedears',
      AL30: 'bonds',
      GD30D: 'bonds',
    });
  });

  it('ignores malformed rows and symbols that are not plain tickers, and survives a non-array panel', () => {
    const index = buildInstrumentIndex({
      stocks: [{ symbol: '../x' }, { symbol: 7 }, null, { symbol: 'OK1' }],
      cedears: { Error: 'x' },
      bonds: [],
    });
    expect([...index.keys()]).toEqual(['OK1']);
  });
});

describe('alignSeries and largeMoves', () => {
  it('keeps only the dates every series has inside the window', () => {
    const a = [
      { date: '2026-01-01', close: 1 },
      { date: '2026-01-02', close: 2 },
      { date: '2026-01-03', close: 3 },
      { date: '2026-01-04', close: 4 },
    ];
    const b = [
      { date: '2026-01-02', close: 20 },
      { date: '2026-01-04', close: 40 },
      { date: '2026-01-05', close: 50 },
    ];
    expect(alignSeries([a, b], '2026-01-02', '2026-01-05')).toEqual({
      dates: ['2026-01-02', '2026-01-04'],
      prices: [
        [2, 4],
        [20, 40],
      ],
    });
    expect(alignSeries([a, b], '2026-01-03', '2026-01-03').dates).toEqual([]);
  });

  it('flags moves beyond ±50% only', () => {
    expect(largeMoves(['d0', 'd1', 'd2', 'd3'], [100, 149, 74, 10])).toEqual([
      { index: 2, date: 'd2', change: 74 / 149 - 1 },
      { index: 3, date: 'd3', change: 10 / 74 - 1 },
    ]);
    expect(largeMoves(['d0', 'd1'], [100, 150])).toEqual([]);
  });
});
