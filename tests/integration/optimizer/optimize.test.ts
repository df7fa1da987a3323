import { formatDateTime } from '../../../src/lib/i18n/format.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Data912Client } from '../../../src/capabilities/optimizer/market/data912-client.ts';
import { MarketDataService } from '../../../src/capabilities/optimizer/market/service.ts';
import { UpstreamError } from '../../../src/lib/http/upstream.ts';
import { netlifyHandler } from '../../../src/lib/http/netlify-handler.ts';
import { createOptimizeHandler, optimizerWords } from '../../../src/capabilities/optimizer/core/handler.ts';
import { OptimizeResponseSchema } from '../../../src/capabilities/optimizer/core/schema.ts';
import { alignSeries } from '../../../src/capabilities/optimizer/market/align.ts';
import { cleanSeries, startFakeData912, type FakeData912 } from '../../support/fake-data912.ts';
import { expectConformsToOpenApi } from '../../support/contract.ts';
import { MemoryStore, type SharedStore } from '../../../src/lib/cache/store.ts';
import { optimizerProblemWords, wordProblems } from '../../../src/capabilities/optimizer/core/failure-words.ts';
import { apiTerms } from '../../../src/lib/schema/word-problem.ts';
import { fill } from '../../../src/lib/i18n/template.ts';
import { locale, t } from '../../../src/data/ui.ts';
import { optimizerErrorExamples } from '../../../src/capabilities/optimizer/openapi-examples.ts';
import { optimizerWordsIn } from '../../../src/capabilities/optimizer/words.ts';
import { supportedLanguages } from '../../../src/lib/i18n/index.ts';

const words = optimizerProblemWords(t);
const apiWords = optimizerWords(t, locale);

const TODAY = '2026-11-20';
const NOW = new Date('2026-11-22T15:00:00Z');
let data912: FakeData912;

beforeAll(async () => {
  data912 = await startFakeData912({ today: TODAY });
});
afterAll(() => data912.close());
afterEach(() => {
  data912.mode = 'ok';
  data912.requests.length = 0;
});

function handler(
  timeoutMs = 1_000,
  {
    store,
    now = () => NOW,
    words = apiWords,
    market = new MarketDataService({ client: new Data912Client({ baseUrl: data912.url, userAgent: 'test', timeoutMs }), store, now }),
  }: { store?: SharedStore; now?: () => Date; words?: typeof apiWords; market?: MarketDataService } = {},
) {
  const handle = createOptimizeHandler(market, words, now);
  // Every response the suite sees must match /openapi.json (CORS preflights are not API operations).
  return async (request: Request) => {
    const response = await handle(request);
    if (request.method !== 'OPTIONS') await expectConformsToOpenApi('/api/portfolio/optimize', request.method, response);
    return response;
  };
}

function post(body: unknown, { raw = false, contentType = 'application/json', h = handler() } = {}) {
  return h(
    new Request('https://site.test/api/portfolio/optimize', {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = await response.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('400: invalid bodies', () => {
  it.each([
    ['no body', '', 'missing_body'],
    ['whitespace', '   ', 'missing_body'],
    ['not JSON', '{tickers: [GGAL]}', 'invalid_json'],
    ['truncated JSON', '{"tickers": ["GGAL"', 'invalid_json'],
  ])('%s -> %s', async (_, body, code) => {
    await expectError(await post(body, { raw: true }), 400, code);
  });

  const pair = ['GGAL', 'YPFD'];
  it.each([
    ['an array', [pair], { path: '', rule: 'type', expected: 'object' }],
    ['null', null, { path: '', rule: 'type', expected: 'object' }],
    ['a number', 42, { path: '', rule: 'type', expected: 'object' }],
    ['a string', 'GGAL', { path: '', rule: 'type', expected: 'object' }],
    ['tickers missing', {}, { path: 'tickers', rule: 'required' }],
    ['tickers not an array', { tickers: 'GGAL,YPFD' }, { path: 'tickers', rule: 'type', expected: 'array' }],
    ['one ticker', { tickers: ['GGAL'] }, { path: 'tickers', rule: 'min_items', limit: 2 }],
    ['eleven tickers', { tickers: 'ABCDEFGHIJK'.split('').map((c) => `T${c}`) }, { path: 'tickers', rule: 'max_items', limit: 10 }],
    ['a number as ticker', { tickers: ['GGAL', 42] }, { path: 'tickers.1', rule: 'type', expected: 'string' }],
    ['an empty ticker', { tickers: ['GGAL', '  '] }, { path: 'tickers.1', rule: 'pattern' }],
    ['a ticker with a space inside', { tickers: ['GGAL', 'AL 30'] }, { path: 'tickers.1', rule: 'pattern' }],
    ['a path-traversal ticker', { tickers: ['GGAL', '../live'] }, { path: 'tickers.1', rule: 'pattern' }],
    ['a 13-character ticker', { tickers: ['GGAL', 'ABCDEFGHIJKLM'] }, { path: 'tickers.1', rule: 'pattern' }],
    ['duplicates, case-insensitive', { tickers: ['GGAL', ' ggal '] }, { path: 'tickers', rule: 'unique' }],
    ['riskFreeRate as a string', { tickers: pair, riskFreeRate: '0.1' }, { path: 'riskFreeRate', rule: 'type', expected: 'number' }],
    ['riskFreeRate below -1', { tickers: pair, riskFreeRate: -1.5 }, { path: 'riskFreeRate', rule: 'min', limit: -1 }],
    ['riskFreeRate above 10', { tickers: pair, riskFreeRate: 10.01 }, { path: 'riskFreeRate', rule: 'max', limit: 10 }],
    ['lookbackDays fractional', { tickers: pair, lookbackDays: 90.5 }, { path: 'lookbackDays', rule: 'type', expected: 'integer' }],
    ['lookbackDays below 60', { tickers: pair, lookbackDays: 59 }, { path: 'lookbackDays', rule: 'min', limit: 60 }],
    ['lookbackDays far above 3650', { tickers: pair, lookbackDays: 1e20 }, { path: 'lookbackDays', rule: 'max', limit: 3650 }],
    ['lookbackDays above 3650', { tickers: pair, lookbackDays: 3651 }, { path: 'lookbackDays', rule: 'max', limit: 3650 }],
    ['an unknown field', { tickers: pair, weights: [1] }, { path: '', rule: 'unknown_fields', values: ['weights'] }],
    [
      'an unknown estimator',
      { tickers: pair, covariance: 'oas' },
      { path: 'covariance', rule: 'one_of', values: ['sample', 'ledoit-wolf'] },
    ],
    ['a budget of 0', { tickers: pair, budget: 0 }, { path: 'budget', rule: 'greater_than', limit: 0 }],
  ])('%s -> invalid_request with the problem as data, worded in the owner language', async (_, body, problem) => {
    const error = await expectError(await post(body), 400, 'invalid_request');
    expect(error.details).toEqual([{ ...problem, message: expect.any(String) }]);
    const [{ message }] = error.details;
    // The sentence is the dictionary's template for the rule, with the API's own field name and number.
    expect(message).toBe(wordProblems([problem], words, apiTerms)[0]);
    if (problem.path) expect(message).toContain(problem.path);
    if ('limit' in problem) expect(message).toContain(String(problem.limit));
    expect(message).not.toMatch(/\{\w+\}/);
    expect(error.message).toBe(message);
  });

  it('never asks the provider anything for an invalid body', async () => {
    await post({ tickers: ['GGAL', '../../etc'] });
    expect(data912.requests).toEqual([]);
  });
});

describe('other request errors', () => {
  it("words a refused body and a refused method in the handler's language, as its other errors", async () => {
    const said = new Set<string>();
    for (const language of supportedLanguages) {
      const dictionary = optimizerWordsIn(language);
      const h = handler(1_000, { words: optimizerWords(dictionary, language) });
      const notJson = await expectError(await post('{"tickers":', { raw: true, h }), 400, 'invalid_json');
      expect(notJson.message, language).toBe(dictionary.requestBody.invalidJson);
      const get = await h(new Request('https://site.test/api/portfolio/optimize'));
      const refused = await expectError(get, 405, 'method_not_allowed');
      expect(refused.message, language).toBe(fill(dictionary.requestBody.methodNotAllowed, { methods: 'POST' }));
      said.add(notJson.message);
    }
    expect(said.size).toBe(supportedLanguages.length);
  });

  it('413 for a body over 16 KB', async () => {
    await expectError(await post({ tickers: ['GGAL', 'YPFD'], pad: 'x'.repeat(17_000) }), 413, 'payload_too_large');
  });

  it('413 when the body is larger than its Content-Length claims is still caught while streaming', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const request = new Request('https://site.test/api/portfolio/optimize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(await handler()(request), 413, 'payload_too_large');
  });

  it('415 for a body that is not declared as JSON', async () => {
    await expectError(await post({ tickers: ['GGAL', 'YPFD'] }, { contentType: 'text/plain' }), 415, 'unsupported_media_type');
    await expectError(await post({ tickers: ['GGAL', 'YPFD'] }, { contentType: '' }), 415, 'unsupported_media_type');
  });

  it('405 with Allow for other methods, and a CORS preflight', async () => {
    const response = await handler()(new Request('https://site.test/api/portfolio/optimize'));
    await expectError(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).toBe('POST');
    const preflight = await handler()(new Request('https://site.test/api/portfolio/optimize', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });
});

describe('422: unknown tickers', () => {
  it.each([
    [['GGAL', 'NOPE'], ['NOPE']],
    [['AL30D', 'AL30'], ['AL30D']], // USD variant of a listed bond
    [
      ['AAPLC', 'ALUAC', 'GGAL'],
      ['AAPLC', 'ALUAC'],
    ], // cable variants
    [
      ['GGALD', 'KOD'],
      ['GGALD', 'KOD'],
    ],
    [['NOHIST', 'GGAL'], ['NOHIST']], // 200 with {"Error": ...}
    [['ODDHIST', 'GGAL'], ['ODDHIST']], // 200 with a non-array
  ])('%j -> unknown %j', async (tickers, unknown) => {
    const error = await expectError(await post({ tickers }), 422, 'unknown_tickers');
    expect(error.details.unknown).toEqual(unknown);
  });

  it('keeps YPFD: a D-suffixed symbol whose stem is not listed is an ARS stock', async () => {
    expect((await post({ tickers: ['YPFD', 'GGAL'] })).status).toBe(200);
  });

  it('never puts a ticker into an upstream URL before finding it in a panel', async () => {
    await post({ tickers: ['GGAL', 'ZZZZ', 'AL30D'] });
    expect(data912.requests.filter((path) => path.startsWith('/historical/'))).toEqual([]);
    expect(data912.requests.sort()).toEqual(['/live/arg_bonds', '/live/arg_cedears', '/live/arg_stocks']);
  });
});

describe('422: series the solver cannot optimise', () => {
  it('answers optimization_failed without Retry-After: prices whose moves overflow a double leave the solver nothing finite', async () => {
    const market = new MarketDataService({ client: new Data912Client({ baseUrl: data912.url, userAgent: 'test' }), now: () => NOW });
    const closes = Array.from({ length: 120 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10),
      close: i % 2 ? 1e300 : 1e-300,
    }));
    vi.spyOn(market, 'histories').mockResolvedValue({ value: [closes, closes] });
    const response = await post({ tickers: ['GGAL', 'YPFD'] }, { h: handler(1_000, { market }) });
    const error = await expectError(response, 422, 'optimization_failed');
    expect(error.message).toBe(words.optimizationFailed);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});

describe('200: aligned prices and analytics', () => {
  it('normalises tickers, keeps request order and maps each to its market', async () => {
    const response = await post({ tickers: [' ggal', 'al30 ', 'Aapl'] });
    expect(response.status).toBe(200);
    const body = OptimizeResponseSchema.parse(await response.json());
    expect(body.tickers).toEqual(['GGAL', 'AL30', 'AAPL']);
    expect(body.markets).toEqual({ GGAL: 'stocks', AL30: 'bonds', AAPL: 'cedears' });
    expect(body).toMatchObject({ currency: 'ARS', source: 'data912' });
    // The owner's language's disclaimer: not investment advice, in whatever language the site speaks.
    expect(body.disclaimer).toBe(t.optimizerText.disclaimer);
    expect(data912.requests).toEqual(
      expect.arrayContaining(['/historical/stocks/GGAL', '/historical/bonds/AL30', '/historical/cedears/AAPL']),
    );
  });

  it('aligns to the common dates of the window and cleans the provider quirks (nulls, zeros, duplicates, order)', async () => {
    const body = await (await post({ tickers: ['GGAL', 'AL30'], lookbackDays: 200 })).json();
    const from = new Date(NOW.getTime() - 200 * 86_400_000).toISOString().slice(0, 10);
    const expected = alignSeries([cleanSeries('GGAL', TODAY), cleanSeries('AL30', TODAY)], from, '2026-11-22');
    expect(body.dates).toEqual(expected.dates);
    expect(body.dates.length).toBeGreaterThan(100);
    expect(body.dates).toEqual([...body.dates].sort());
    expect(body.dates[0] >= from).toBe(true);
    expect(body.prices.GGAL).toEqual(expected.prices[0]);
    expect(body.prices.AL30).toEqual(expected.prices[1]);
    // AL30 skips some days GGAL trades: those are not in the common dates.
    const ggalOnly = cleanSeries('GGAL', TODAY).filter((c) => c.date >= from).length;
    expect(body.dates.length).toBeLessThan(ggalOnly);
    expect(body.warnings).toEqual([]);
  });

  // The oracle is a second computation written here from the definitions (no code of the
  // implementation): moments by plain loops, the two portfolios by searching every long-only
  // mix of the three assets on a 0.5 % grid.
  it('computes the analytics of the aligned prices, in PyPortfolioOpt conventions, matching an independent computation', async () => {
    const rf = 0.05;
    const body = OptimizeResponseSchema.parse(await (await post({ tickers: ['GGAL', 'MELI', 'AL30'], riskFreeRate: rf })).json());
    const { analytics, tickers } = body;
    expect(analytics.periodsPerYear).toBe(252);
    expect(analytics.riskFreeRate).toBe(rf);

    const returns = tickers.map((t) => body.prices[t]!.slice(1).map((p, i) => p / body.prices[t]![i]! - 1));
    const n = returns[0]!.length;
    const mean = returns.map((r) => r.reduce((a, b) => a + b, 0) / n);
    const cov = returns.map((a, i) =>
      returns.map((b, j) => (a.reduce((s, _, t) => s + (a[t]! - mean[i]!) * (b[t]! - mean[j]!), 0) / (n - 1)) * 252),
    );
    const mu = tickers.map((t) => (body.prices[t]!.at(-1)! / body.prices[t]![0]!) ** (252 / n) - 1);
    tickers.forEach((t, i) => {
      expect(analytics.expectedReturns[t]).toBeCloseTo(mu[i]!, 12);
      expect(analytics.volatilities[t]).toBeCloseTo(Math.sqrt(cov[i]![i]!), 12);
      cov[i]!.forEach((value, j) => {
        expect(analytics.covariance[i]![j]).toBeCloseTo(value, 12);
      });
    });

    const variance = (w: number[]) => w.reduce((s, wi, i) => s + wi * w.reduce((t, wj, j) => t + wj * cov[i]![j]!, 0), 0);
    const sharpe = (w: number[]) => (w.reduce((s, wi, i) => s + wi * mu[i]!, 0) - rf) / Math.sqrt(variance(w));
    let best = { variance: Number.POSITIVE_INFINITY, sharpe: Number.NEGATIVE_INFINITY, minW: [0, 0, 0], maxW: [0, 0, 0] };
    for (let a = 0; a <= 200; a++) {
      for (let b = 0; a + b <= 200; b++) {
        const w = [a / 200, b / 200, (200 - a - b) / 200];
        if (variance(w) < best.variance) best = { ...best, variance: variance(w), minW: w };
        if (sharpe(w) > best.sharpe) best = { ...best, sharpe: sharpe(w), maxW: w };
      }
    }
    const weights = (p: { weights: Record<string, number> }) => tickers.map((t) => p.weights[t]!);
    const minVariance = weights(analytics.minVariance);
    const maxSharpe = weights(analytics.maxSharpe!);
    // The solver's optimum is at least as good as every grid point, and lies near the grid's best.
    expect(variance(minVariance)).toBeLessThanOrEqual(best.variance + 1e-12);
    expect(sharpe(maxSharpe)).toBeGreaterThanOrEqual(best.sharpe - 1e-12);
    minVariance.forEach((w, i) => {
      expect(Math.abs(w - best.minW[i]!)).toBeLessThan(0.02);
    });
    maxSharpe.forEach((w, i) => {
      expect(Math.abs(w - best.maxW[i]!)).toBeLessThan(0.02);
    });
    expect(analytics.minVariance.volatility).toBeCloseTo(Math.sqrt(variance(minVariance)), 12);
    expect(analytics.maxSharpe!.sharpe).toBeCloseTo(sharpe(maxSharpe), 12);
    expect(analytics.frontier).toHaveLength(40);
  });

  it('finds an unadjusted 10:1 split, reports it and analyses the back-adjusted closes', async () => {
    const body = OptimizeResponseSchema.parse(await (await post({ tickers: ['SPLT', 'GGAL'] })).json());
    const splitDay = cleanSeries('SPLT', TODAY).at(-100)!.date;
    expect(body.adjustments).toEqual([{ ticker: 'SPLT', date: splitDay, ratio: 10 }]);
    expect(body.warnings).toEqual([]);
    const day = body.dates.indexOf(splitDay);
    const closes = body.prices.SPLT!;
    expect(Math.abs(closes[day]! / closes[day - 1]! - 1)).toBeLessThan(0.01);
    const raw = new Map(cleanSeries('SPLT', TODAY).map((c) => [c.date, c.close]));
    expect(closes[day - 1]).toBeCloseTo(raw.get(body.dates[day - 1]!)! / 10, 9);
    expect(closes.at(-1)).toBe(raw.get(body.dates.at(-1)!));
  });

  it('warns about a daily move beyond ±50% that is no clean split ratio, and leaves it in', async () => {
    const body = await (await post({ tickers: ['CRSH', 'GGAL'] })).json();
    expect(body.adjustments).toEqual([]);
    expect(body.warnings).toHaveLength(1);
    expect(body.warnings[0]).toMatchObject({ code: 'large_daily_move', ticker: 'CRSH' });
    expect(body.warnings[0].change).toBeCloseTo(-0.6, 1);
  });

  it('returns maxSharpe null with a warning when no asset beats the risk-free rate', async () => {
    const body = await (await post({ tickers: ['GGAL', 'KO'], riskFreeRate: 10 })).json();
    expect(body.analytics.maxSharpe).toBeNull();
    expect(body.warnings).toEqual([expect.objectContaining({ code: 'no_max_sharpe' })]);
  });

  it("answers as the OpenAPI document's examples of its errors say, in English, message and details alike", async () => {
    const inEnglish = handler(1_000, { words: optimizerWords(optimizerWordsIn('en'), 'en') });
    for (const [body, code] of [
      [{ tickers: ['GGAL'] }, 'invalid_request'],
      [{ tickers: ['GGAL', 'AL30D'] }, 'unknown_tickers'],
    ] as const) {
      const response = await post(body, { h: inEnglish });
      expect(await response.json(), code).toEqual(optimizerErrorExamples[code]);
    }
  });

  it('answers the shortest window it takes, for stocks and for a bond with missing days', async () => {
    for (const tickers of [
      ['GGAL', 'YPFD'],
      ['GGAL', 'AL30'],
    ]) {
      const response = await post({ tickers, lookbackDays: 60 });
      expect(response.status, tickers.join()).toBe(200);
      expect(((await response.json()) as { dates: string[] }).dates.length).toBeGreaterThanOrEqual(30);
    }
  });

  it('422 insufficient_overlap below 30 common dates', async () => {
    const error = await expectError(await post({ tickers: ['SHORT', 'GGAL'] }), 422, 'insufficient_overlap');
    expect(error.details).toMatchObject({ commonDates: 20, required: 30 });
  });

  it('caches panels and histories: a repeated request asks the provider nothing', async () => {
    const h = handler();
    await post({ tickers: ['GGAL', 'YPFD'] }, { h });
    const count = data912.requests.length;
    expect(count).toBe(5);
    expect((await post({ tickers: ['ggal', 'ypfd'] }, { h })).status).toBe(200);
    expect(data912.requests.length).toBe(count);
  });
});

describe('the cache shared by every instance (Netlify Blobs in production)', () => {
  const tickers = { tickers: ['GGAL', 'YPFD'] };

  it('lets a second instance answer from what the first fetched, asking data912 nothing', async () => {
    const store = new MemoryStore();
    const first = await post(tickers, { h: handler(1_000, { store }) });
    expect(first.headers.get('x-cache-status')).toBe('fresh');
    const count = data912.requests.length;
    const second = await post(tickers, { h: handler(1_000, { store }) });
    expect(second.status).toBe(200);
    expect(data912.requests.length).toBe(count);
    expect(await second.json()).toEqual(await first.json());
    expect([...store.entries.keys()].sort()).toEqual([
      'market/v1/history/stocks/GGAL',
      'market/v1/history/stocks/YPFD',
      'market/v1/instruments',
    ]);
  });

  it('serves the last data, marked stale, when data912 is down after the hour; never a 5xx', async () => {
    const store = new MemoryStore();
    await post(tickers, { h: handler(1_000, { store }) });
    data912.mode = 'server-error';
    const later = () => new Date(NOW.getTime() + 2 * 3_600_000);
    const response = await post(tickers, { h: handler(300, { store, now: later }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBe('stale');
    const body = OptimizeResponseSchema.parse(await response.json());
    expect(body.warnings).toContainEqual({
      code: 'stale_market_data',
      date: NOW.toISOString(),
      // In the owner's language, the moment as that language writes it.
      message: t.optimizerText.staleMarketData(formatDateTime(NOW.toISOString(), locale)),
    });
  });

  it('still answers 503 when data912 is down and nothing was ever cached', async () => {
    data912.mode = 'server-error';
    await expectError(await post(tickers, { h: handler(300, { store: new MemoryStore() }) }), 503, 'upstream_error');
  });
});

describe('upstream failures', () => {
  // Every upstream failure is a 503 with Retry-After: none of them is the client's fault, all may pass.
  // The codes are /api/codehost's for the same conditions (tests/integration/codehost.test.ts).
  it.each([
    ['server-error', 'upstream_error'],
    ['hang', 'upstream_timeout'],
    ['stall-body', 'upstream_timeout'], // regression: a body stalled after the headers was read outside the timeout (502 optimization_failed)
    ['refused', 'upstream_unreachable'],
    ['rate-limited', 'upstream_rate_limited'],
    ['malformed', 'upstream_malformed'],
    ['malformed-history', 'upstream_malformed'],
  ] as const)('%s -> 503 %s with Retry-After', async (mode, code) => {
    data912.mode = mode;
    const response = await post({ tickers: ['GGAL', 'YPFD'] }, { h: handler(300) });
    await expectError(response, 503, code);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // Regression: an answer without instruments was cached for an hour as an empty market, so every
  // request then got 422 unknown_tickers.
  it.each(['panel-error', 'panel-empty', 'panel-not-array'] as const)(
    'a panel that lists nothing (%s) is a malformed answer: 503 with Retry-After, and never cached',
    async (mode) => {
      // These modes answer at once: the longer timeout only spares the recovery request a busy machine's delay.
      const h = handler(2_000);
      data912.mode = mode;
      const response = await post({ tickers: ['GGAL', 'YPFD'] }, { h });
      await expectError(response, 503, 'upstream_malformed');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      data912.mode = 'ok';
      expect((await post({ tickers: ['GGAL', 'YPFD'] }, { h })).status).toBe(200);
    },
  );

  it('passes the provider Retry-After on when rate-limited', async () => {
    data912.mode = 'rate-limited';
    expect((await post({ tickers: ['GGAL', 'YPFD'] })).headers.get('retry-after')).toBe('30');
  });

  // Regression: after one history failed, the other workers went on asking data912 for the rest, after the answer.
  it('asks data912 for no further history once one has failed', async () => {
    const asked: string[] = [];
    let answerSecond = () => {};
    const client = {
      history: (_market: string, symbol: string) => {
        asked.push(symbol);
        if (symbol === 'A') return Promise.reject(new UpstreamError('server_error', 'data912 answered 502.'));
        return new Promise((resolve) => (answerSecond = () => resolve([])));
      },
    } as unknown as Data912Client;
    const market = new MarketDataService({ client, concurrency: 2 });
    const tickers = ['A', 'B', 'C', 'D', 'E'].map((symbol) => ({ symbol, market: 'stocks' as const }));
    await expect(market.histories(tickers)).rejects.toMatchObject({ failure: 'server_error' });
    answerSecond(); // the second answer was already on its way: it must not lead to a third request
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['A', 'B']);
  });

  // Regression: a bug in our own code was reported as 502 optimization_failed.
  it('leaves an unexpected failure of its own to the function wrapper: 500 internal_error', async () => {
    const client = new Data912Client({ baseUrl: data912.url, userAgent: 'test' });
    const market = new MarketDataService({ client });
    vi.spyOn(market, 'instruments').mockRejectedValue(new TypeError('a bug'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = netlifyHandler(
      'optimize',
      createOptimizeHandler(market, apiWords, () => NOW),
    );
    const response = await handle(
      new Request('https://site.test/api/portfolio/optimize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tickers: ['GGAL', 'YPFD'] }),
      }),
    );
    quiet.mockRestore();
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe('internal_error');
  });

  it('does not cache a failure', async () => {
    const h = handler(300);
    data912.mode = 'server-error';
    expect((await post({ tickers: ['GGAL', 'YPFD'] }, { h })).status).toBe(503);
    data912.mode = 'ok';
    expect((await post({ tickers: ['GGAL', 'YPFD'] }, { h })).status).toBe(200);
  });
});

describe('the covariance estimator', () => {
  it('is the sample covariance unless asked, and Ledoit–Wolf shrinkage on request, with its intensity', async () => {
    const tickers = ['GGAL', 'YPFD', 'AL30'];
    const sample = OptimizeResponseSchema.parse(await (await post({ tickers })).json());
    expect(sample.analytics).toMatchObject({ covarianceMethod: 'sample', shrinkage: null });
    const shrunk = OptimizeResponseSchema.parse(await (await post({ tickers, covariance: 'ledoit-wolf' })).json());
    const { shrinkage, covariance } = shrunk.analytics;
    expect(shrunk.analytics.covarianceMethod).toBe('ledoit-wolf');
    expect(shrinkage).toBeGreaterThan(0);
    expect(shrinkage).toBeLessThan(1);
    // The same returns: off-diagonal terms shrink by (1 − δ) against the ÷n sample covariance (the sample one divides by n − 1).
    const n = sample.dates.length - 1;
    expect(covariance[0]![1]).toBeCloseTo(((1 - shrinkage!) * sample.analytics.covariance[0]![1]! * (n - 1)) / n, 12);
    expect(shrunk.analytics.expectedReturns).toEqual(sample.analytics.expectedReturns);
  });
});

describe('weight bounds', () => {
  it('keeps every optimised weight within minWeight and maxWeight, and echoes them', async () => {
    const body = OptimizeResponseSchema.parse(
      await (await post({ tickers: ['GGAL', 'YPFD', 'AL30'], minWeight: 0.1, maxWeight: 0.5 })).json(),
    );
    expect(body.analytics.weightBounds).toEqual({ min: 0.1, max: 0.5 });
    const portfolios = [
      body.analytics.minVariance,
      ...(body.analytics.maxSharpe ? [body.analytics.maxSharpe] : []),
      ...body.analytics.frontier,
    ];
    for (const { weights } of portfolios) {
      for (const w of Object.values(weights)) {
        expect(w).toBeGreaterThanOrEqual(0.1 - 1e-9);
        expect(w).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    }
  });

  it('400 with the reason when the bounds cannot add up to 100 %', async () => {
    const tooLow = await expectError(await post({ tickers: ['GGAL', 'YPFD'], maxWeight: 0.4 }), 400, 'invalid_request');
    expect(tooLow.details).toEqual([
      { path: 'maxWeight', rule: 'max_weight_too_low', limit: 0.5, params: { count: 2, value: 0.4, whole: 1 }, message: tooLow.message },
    ]);
    expect(tooLow.message).toBe(fill(words.maxWeightTooLow, { field: 'maxWeight', limit: '0.5', count: '2', value: '0.4', whole: '1' }));
    const tooHigh = await expectError(await post({ tickers: ['GGAL', 'YPFD', 'AL30'], minWeight: 0.4 }), 400, 'invalid_request');
    expect(tooHigh.details).toEqual([expect.objectContaining({ path: 'minWeight', rule: 'min_weight_too_high', limit: 0.3333 })]);
    const crossed = await expectError(await post({ tickers: ['GGAL', 'YPFD'], minWeight: 0.3, maxWeight: 0.2 }), 400, 'invalid_request');
    expect(crossed.details).toEqual([
      expect.objectContaining({ path: 'minWeight', rule: 'min_above_max', limit: 0.2, params: { value: 0.3 } }),
    ]);
  });
});

describe('discrete allocation', () => {
  it('turns a budget into whole shares of the max-Sharpe portfolio at the latest closes, with the cash left over', async () => {
    const body = OptimizeResponseSchema.parse(await (await post({ tickers: ['GGAL', 'YPFD', 'AL30'], budget: 5_000_000 })).json());
    const allocation = body.allocation!;
    expect(allocation.portfolio).toBe(body.analytics.maxSharpe ? 'maxSharpe' : 'minVariance');
    for (const ticker of body.tickers) expect(allocation.prices[ticker]).toBe(body.prices[ticker]!.at(-1));
    const spent = Object.entries(allocation.shares).reduce((sum, [ticker, count]) => sum + count * allocation.prices[ticker]!, 0);
    expect(spent + allocation.leftover).toBeCloseTo(5_000_000, 6);
    expect(allocation.leftover).toBeLessThan(Math.max(...Object.values(allocation.prices)));
  });

  it('is null without a budget, and a budget must be positive', async () => {
    expect((await (await post({ tickers: ['GGAL', 'YPFD'] })).json()).allocation).toBeNull();
    const error = await expectError(await post({ tickers: ['GGAL', 'YPFD'], budget: 0 }), 400, 'invalid_request');
    expect(error.details).toEqual([expect.objectContaining({ path: 'budget', rule: 'greater_than', limit: 0 })]);
  });
});
