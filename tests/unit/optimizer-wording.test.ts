import { describe, expect, it } from 'vitest';
import { describeError, inControlTerms } from '../../src/client/optimizer/wording.ts';
import { formatDay } from '../../src/lib/i18n/format.ts';
import { dictionaryFor, supportedLanguages } from '../../src/lib/i18n/index.ts';
import { fill } from '../../src/lib/i18n/template.ts';

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

describe.each(supportedLanguages)("the optimizer page's API errors in %s", (language) => {
  const words = dictionaryFor(language).optimizerScript;
  const text = { words, locale: language };
  const label = (field: string) => `«${field}»`;
  const apiError = (code: string, message: string, details?: unknown) => ({ error: { code, message, details } });

  it('names the unknown tickers', () => {
    const said = describeError(
      422,
      apiError('unknown_tickers', 'Unknown or not ARS-quoted ticker(s): NOPE, XYZ.', { unknown: ['NOPE', 'XYZ'] }),
      text,
      label,
    );
    expect(said).toContain('NOPE');
    expect(said).toContain('XYZ');
    expect(said).toBe(
      fill(words.unknownTickers, { message: 'Unknown or not ARS-quoted ticker(s): NOPE, XYZ.', tickers: 'NOPE, XYZ', status: 422 }),
    );
  });

  it('says how many days the tickers share, with the dates in the locale when its text gives them', () => {
    const details = { commonDates: 12, required: 30, from: '2026-01-01', to: '2026-02-01' };
    const message =
      'The tickers share 12 trading days between 2026-01-01 and 2026-02-01; at least 30 are needed. Try a longer lookbackDays or other tickers.';
    const said = describeError(422, apiError('insufficient_overlap', message, details), text, label);
    expect(said).toContain('12');
    expect(said).toBe(
      fill(words.insufficientOverlap, {
        message: inControlTerms(message),
        count: '12',
        required: '30',
        from: formatDay('2026-01-01', language),
        to: formatDay('2026-02-01', language),
        status: 422,
      }),
    );
  });

  it("names the page's controls, never the API's field names, for an invalid request", () => {
    const body = apiError('invalid_request', 'lookbackDays: lookbackDays must be at most 3650', [
      { path: 'lookbackDays', message: 'lookbackDays must be at most 3650' },
    ]);
    const said = describeError(400, body, text, label);
    expect(said).not.toMatch(/\blookbackDays\b(?!»)/);
    expect(said).toBe(fill(words.invalidRequest, { message: inControlTerms(body.error.message), fields: '«lookbackDays»', status: 400 }));
  });

  it('says the market data is unavailable on a 5xx, and what status answered without a body', () => {
    expect(describeError(503, apiError('upstream_unreachable', 'Market data answered 503.'), text, label)).toBe(
      fill(words.serverError, { message: 'Market data answered 503.', status: 503 }),
    );
    const said = describeError(418, null, text, label);
    expect(said).toBe(fill(words.otherError, { message: fill(words.answered, { status: 418 }), status: 418 }));
    expect(said).toContain('418');
  });

  it('leaves no placeholder unfilled', () => {
    for (const [status, body] of [
      [400, apiError('invalid_request', 'x', [])],
      [422, apiError('unknown_tickers', 'x', { unknown: ['A'] })],
      [422, apiError('insufficient_overlap', 'x', { commonDates: 1, required: 30, from: '2026-01-01', to: '2026-01-02' })],
      [503, apiError('upstream_timeout', 'x')],
      [404, null],
    ] as const) {
      expect(describeError(status, body, text, label)).not.toMatch(/\{\w+\}/);
    }
  });
});
