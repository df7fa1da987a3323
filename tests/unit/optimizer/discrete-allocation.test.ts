import { describe, expect, it } from 'vitest';
import { greedyAllocation } from '../../../src/capabilities/optimizer/core/discrete-allocation.ts';

describe('greedyAllocation (PyPortfolioOpt greedy_portfolio, long only)', () => {
  it('rounds down first, then buys one share at a time for the ticker furthest below its weight', () => {
    // Round 1: A ⌊50/10⌋ = 5 (50), B ⌊30/7⌋ = 4 (28), C ⌊20/3⌋ = 6 (18); cash 4.
    // Round 2: held weights .521/.292/.188 against .5/.3/.2, so C (+.0125) is furthest below: one share, cash 1.
    // Then B is furthest below (+.017) but costs 7; nothing else is below target: stop.
    expect(greedyAllocation({ A: 0.5, B: 0.3, C: 0.2 }, { A: 10, B: 7, C: 3 }, 100)).toEqual({ shares: { A: 5, B: 4, C: 7 }, leftover: 1 });
  });

  it('spends the budget exactly when the weights divide it', () => {
    expect(greedyAllocation({ A: 0.6, B: 0.4 }, { A: 20, B: 10 }, 1000)).toEqual({ shares: { A: 30, B: 40 }, leftover: 0 });
  });

  it('buys nothing and keeps the budget when every share costs more than it', () => {
    expect(greedyAllocation({ A: 0.5, B: 0.5 }, { A: 1000, B: 2000 }, 500)).toEqual({ shares: {}, leftover: 500 });
  });

  it('with nothing bought in the first round, still buys what the budget affords, heaviest weight first', () => {
    // Round 1 buys nothing (A: ⌊0.7·50/60⌋ = 0, B: ⌊0.3·50/40⌋ = 0). A is furthest below but costs 60 > 50, so B.
    expect(greedyAllocation({ A: 0.7, B: 0.3 }, { A: 60, B: 40 }, 50)).toEqual({ shares: { B: 1 }, leftover: 10 });
  });

  it('never spends more than the budget, and leaves out tickers with a zero weight', () => {
    const weights = { GGAL: 0.41, YPFD: 0.27, AL30: 0.19, AAPL: 0.13, KO: 0 };
    const prices = { GGAL: 6240.5, YPFD: 38_250, AL30: 88_400, AAPL: 17_980, KO: 21_000 };
    const { shares, leftover } = greedyAllocation(weights, prices, 1_000_000);
    const spent = Object.entries(shares).reduce((sum, [ticker, count]) => sum + count * prices[ticker as keyof typeof prices], 0);
    expect(spent + leftover).toBeCloseTo(1_000_000, 6);
    expect(leftover).toBeGreaterThanOrEqual(0);
    expect(shares).not.toHaveProperty('KO');
    for (const count of Object.values(shares)) expect(Number.isInteger(count)).toBe(true);
  });
});
