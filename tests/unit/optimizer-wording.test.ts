import { describe, expect, it } from 'vitest';
import { inControlTerms } from '../../src/client/optimizer/wording.ts';

describe("the optimizer page's error messages, in the words of its controls", () => {
  it.each([
    ['lookbackDays: lookbackDays must be at most 3650', 'Window: can be at most 10 years'],
    ['lookbackDays: lookbackDays must be at least 30', 'Window: must be at least a month'],
    ['riskFreeRate: riskFreeRate must be at most 10', 'Risk-free rate: must be at most 1000%'],
    ['riskFreeRate: riskFreeRate must be at least -1', 'Risk-free rate: must be at least −100%'],
    [
      'The tickers share 12 trading days between 2026-01-01 and 2026-02-01; at least 30 are needed. Try a longer lookbackDays or other tickers.',
      'The tickers share 12 trading days between 2026-01-01 and 2026-02-01; at least 30 are needed. Try a longer window or other tickers.',
    ],
    ['tickers: give at least 2 tickers', 'Tickers: give at least 2 tickers'],
    ['covariance: covariance must be "sample" or "ledoit-wolf"', 'Covariance: Covariance must be "sample" or "ledoit-wolf"'],
    ['Unknown or not ARS-quoted ticker(s): NOPE.', 'Unknown or not ARS-quoted ticker(s): NOPE.'],
    [
      'maxWeight: with 2 tickers, maxWeight must be at least 0.5: 2 × 40% is less than 100%',
      'Max weight: with 2 tickers, Max weight must be at least 50%: 2 × 40% is less than 100%',
    ],
    [
      'minWeight: with 3 tickers, minWeight can be at most 0.3333: 3 × 40% is more than 100%',
      'Min weight: with 3 tickers, Min weight can be at most 33.33%: 3 × 40% is more than 100%',
    ],
    ['minWeight: minWeight (0.3) is above maxWeight (0.2)', 'Min weight: Min weight (30%) is above Max weight (20%)'],
    ['maxWeight: maxWeight must be at most 1', 'Max weight: Max weight must be at most 100%'],
    ['budget: budget must be more than 0', 'Budget: Budget must be more than 0'],
  ])('%s', (api, page) => {
    expect(inControlTerms(api)).toBe(page);
  });

  it('never names an API field the page has no control for', () => {
    for (const message of ['lookbackDays: lookbackDays must be a whole number', 'riskFreeRate: riskFreeRate must be a number']) {
      expect(inControlTerms(message)).not.toMatch(/lookbackDays|riskFreeRate/);
    }
  });
});
