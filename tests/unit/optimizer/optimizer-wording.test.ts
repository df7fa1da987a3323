import { describe, expect, it } from 'vitest';
import { describeError, pageTerms } from '../../../src/capabilities/optimizer/client/wording.ts';
import { formatDay, formatNumber } from '../../../src/lib/i18n/format.ts';
import { supportedLanguages } from '../../../src/lib/i18n/index.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { fill } from '../../../src/lib/i18n/template.ts';
import { optimizerProblemWords } from '../../../src/capabilities/optimizer/core/failure-words.ts';
import { OptimizeRequestSchema } from '../../../src/capabilities/optimizer/core/schema.ts';
import { problemsOf } from '../../../src/lib/schema/problems.ts';

// "tickers" is also a plain word in every language's sentences; the other fields are not.
const API_FIELDS = ['riskFreeRate', 'minWeight', 'maxWeight', 'budget', 'lookbackDays', 'covariance'];
const apiError = (code: string, details?: unknown) => ({ error: { code, message: 'the API’s own sentence, never read', details } });
/** The problems the API sends for a body, as its handler builds them. */
const problemsFor = (body: unknown) => problemsOf(OptimizeRequestSchema.safeParse(body, { reportInput: true }).error!.issues);

describe.each(supportedLanguages)("the optimizer page's API errors in %s", (language) => {
  const dictionary = dictionaryFor(language);
  const text = { words: dictionary.optimizerScript, problems: optimizerProblemWords(dictionary), locale: language };
  const label = (field: string) => `«${field.split('.')[0]}»`;
  const say = (status: number, body: unknown, retryAfter?: number) => describeError(status, body, text, label, retryAfter);

  it.each([
    ['a window past ten years', { tickers: ['A', 'B'], lookbackDays: 3651 }],
    ['a risk-free rate under −100%', { tickers: ['A', 'B'], riskFreeRate: -2 }],
    ['weights that cannot add up', { tickers: ['A', 'B', 'C'], minWeight: 0.4 }],
    ['a max weight too low', { tickers: ['A', 'B'], maxWeight: 0.2 }],
    ['crossed bounds', { tickers: ['A', 'B'], minWeight: 0.3, maxWeight: 0.2 }],
    ['a budget of 0', { tickers: ['A', 'B'], budget: 0 }],
    ['a repeated ticker', { tickers: ['A', 'a'] }],
    ['a ticker that is no symbol', { tickers: ['A', 'B!'] }],
  ])('%s: worded from its data, with the controls’ names and units, every placeholder filled', (_, body) => {
    const said = say(400, apiError('invalid_request', problemsFor(body)));
    for (const field of API_FIELDS) expect(said).not.toMatch(new RegExp(`(?<!«)\\b${field}\\b`));
    expect(said).toMatch(/«\w+»/);
    expect(said).not.toMatch(/\{\w+\}/);
    expect(said).not.toContain('never read');
  });

  it('writes limits in the units of the controls: percent for weights and rates, days for the window, pesos for the budget', () => {
    const terms = pageTerms(label, language);
    expect(terms.value('maxWeight', 0.5)).toBe(formatNumber(0.5, language, { style: 'percent' }));
    expect(terms.value('riskFreeRate', -1)).toBe(formatNumber(-1, language, { style: 'percent' }));
    expect(terms.value('lookbackDays', 3650)).toBe(formatNumber(3650, language, { style: 'unit', unit: 'day', unitDisplay: 'long' }));
    const said = say(400, apiError('invalid_request', problemsFor({ tickers: ['A', 'B'], maxWeight: 0.2 })));
    expect(said).toContain(formatNumber(0.5, language, { style: 'percent' }));
    expect(said).toBe(
      fill(text.problems.maxWeightTooLow, {
        field: '«maxWeight»',
        count: '2',
        limit: terms.value('maxWeight', 0.5),
        value: terms.value('maxWeight', 0.2),
        whole: terms.value('maxWeight', 1),
      }),
    );
  });

  it('names the unknown tickers', () => {
    const said = say(422, apiError('unknown_tickers', { unknown: ['NOPE', 'XYZ'] }));
    expect(said).toBe(fill(text.problems.unknownTickers, { tickers: 'NOPE, XYZ' }));
    expect(said).toContain('NOPE, XYZ');
  });

  it('says how many days the tickers share, with the dates in the locale and the window by its control', () => {
    const said = say(422, apiError('insufficient_overlap', { commonDates: 12, required: 30, from: '2026-01-01', to: '2026-02-01' }));
    expect(said).toBe(
      fill(text.problems.insufficientOverlap, {
        count: 12,
        required: 30,
        from: formatDay('2026-01-01', language),
        to: formatDay('2026-02-01', language),
        window: '«lookbackDays»',
      }),
    );
  });

  it('says the market data is unavailable on an upstream failure, with the wait the answer gave', () => {
    expect(say(503, apiError('upstream_timeout'), 42)).toBe(fill(text.problems.marketDataUnavailable, { seconds: 42 }));
    expect(say(422, apiError('optimization_failed'))).toBe(text.problems.optimizationFailed);
  });

  it('says what status answered when the body is not one of its errors', () => {
    for (const body of [null, 'oops', apiError('teapot'), { error: null }]) {
      expect(say(418, body)).toBe(fill(text.words.otherError, { status: 418 }));
    }
  });
});
