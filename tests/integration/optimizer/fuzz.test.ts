import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Data912Client } from '../../../src/capabilities/optimizer/market/data912-client.ts';
import { MarketDataService } from '../../../src/capabilities/optimizer/market/service.ts';
import { createOptimizeHandler, optimizerWords } from '../../../src/capabilities/optimizer/core/handler.ts';
import { startFakeData912, type FakeData912 } from '../../support/fake-data912.ts';
import { locale, t } from '../../../src/data/ui.ts';
import { contentType, request } from '../../support/fuzz-inputs.ts';

const apiWords = optimizerWords(t, locale);

let data912: FakeData912;
let optimize: (request: Request) => Promise<Response>;
beforeAll(async () => {
  data912 = await startFakeData912();
  const client = new Data912Client({ baseUrl: data912.url, userAgent: 'fuzz', timeoutMs: 2_000 });
  optimize = createOptimizeHandler(new MarketDataService({ client }), apiWords);
});
afterAll(() => data912.close());

const hostile = [
  'GGAL',
  'ggal',
  ' AL30 ',
  'AAPL',
  'YPFD',
  'AL30D',
  'AAPLC',
  'NOPE',
  'NOHIST',
  'ODDHIST',
  'SHORT',
  'SPLT',
  '../live/arg_stocks',
  '..%2Fhistorical',
  '%2e%2e',
  '/etc/passwd',
  'GGAL/../../x',
  'GGAL?x=1',
  'GGAL#',
  'GGAL\u0000',
  '\u202eLAGG',
  'ＧＧＡＬ',
  'GGAL\n',
  '😀',
  '__proto__',
  'constructor',
  'prototype',
  'A'.repeat(13),
  'A'.repeat(10_000),
  '',
  ' ',
  'null',
  '{}',
];
const ticker = fc.oneof(
  fc.constantFrom('GGAL', 'YPFD', 'AL30', 'AAPL', 'MELI', 'KO', 'NOPE'),
  fc.constantFrom(...hostile),
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.stringMatching(/^[A-Z0-9]{1,12}$/),
);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), ticker, fc.double(), fc.constant(undefined));
const wellFormed = fc.record({
  tickers: fc.uniqueArray(
    fc.constantFrom('GGAL', 'YPFD', 'AL30', 'AAPL', 'MELI', 'KO', 'SPLT', 'NOPE', 'AL30D', 'AAPLC', 'NOHIST', 'ODDHIST', 'SHORT', 'ZZZZ9'),
    { minLength: 2, maxLength: 10 },
  ),
  riskFreeRate: fc.double({ min: -1, max: 10, noNaN: true }),
  lookbackDays: fc.integer({ min: 60, max: 3650 }),
});
const requestBody = fc.oneof(
  wellFormed,
  fc.record(
    { tickers: fc.array(ticker, { maxLength: 12 }), riskFreeRate: fc.option(anyValue), lookbackDays: fc.option(anyValue) },
    { requiredKeys: [] },
  ),
  fc.record({ tickers: fc.oneof(anyValue, fc.array(anyValue, { maxLength: 12 })) }),
  fc.dictionary(fc.constantFrom('tickers', '__proto__', 'constructor', 'prototype', 'riskFreeRate', 'x'), anyValue),
  fc.jsonValue({ maxDepth: 4 }),
);
const rawBody = fc.oneof(
  requestBody.map((value) => JSON.stringify(value) ?? ''),
  fc.constantFrom(
    '{"__proto__": {"polluted": true}, "tickers": ["GGAL", "AL30"]}',
    '{"constructor": {"prototype": {"polluted": true}}, "tickers": ["GGAL", "AL30"]}',
    '['.repeat(5_000) + ']'.repeat(5_000),
    `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
    JSON.stringify({ tickers: Array.from({ length: 5_000 }, (_, i) => `T${i}`) }),
    '\uFEFF{"tickers": ["GGAL", "AL30"]}',
    '\u0000\u0001\u0002',
  ),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

describe('fuzzing the optimizer', () => {
  it('answers thousands of malformed and adversarial bodies with 400/413/415/422 (or 200), never a 5xx', { timeout: 180_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, async (body, type) => {
        const response = await optimize(request('/api/portfolio/optimize', body, type));
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        expect([200, 400, 413, 415, 422]).toContain(response.status);
        const json = await response.json();
        if (response.status !== 200) expect(json.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 2_500 },
    );
    console.log('optimizer fuzz statuses', Object.fromEntries(seen));
    expect(seen.get(400)).toBeGreaterThan(100);
    expect(seen.get(422)).toBeGreaterThan(10);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Each request gets a handler of its own, with an empty cache, so every request that gets as far
  // as the histories fetches them; its upstream calls are checked on their own.
  it('never puts an unvetted ticker into an upstream URL', { timeout: 180_000 }, async () => {
    const vetted = new Set([
      'GGAL',
      'YPFD',
      'ALUA',
      'PAMP',
      'SPLT',
      'NOHIST',
      'ODDHIST',
      'SHORT',
      'BBAR',
      'AAPL',
      'MELI',
      'KO',
      'AL30',
      'GD30',
      'AE38',
    ]);
    let histories = 0;
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => {
        const before = data912.requests.length;
        const client = new Data912Client({ baseUrl: data912.url, userAgent: 'fuzz', timeoutMs: 2_000 });
        const handler = createOptimizeHandler(new MarketDataService({ client }), apiWords);
        await (await handler(request('/api/portfolio/optimize', body, 'application/json'))).text();
        for (const path of data912.requests.slice(before)) {
          expect(path).toMatch(/^\/(live\/arg_(stocks|cedears|bonds)|historical\/(stocks|cedears|bonds)\/[A-Z0-9]{1,12})$/);
          if (!path.startsWith('/historical/')) continue;
          histories++;
          expect(vetted.has(path.split('/').at(-1)!), path).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
    // At least 55 in each of 400 seeds tried; a shared cache, which asked for each ticker once,
    // gave 3 to 10, and fewer than 3 about once in a thousand seeds.
    expect(histories, 'the fuzzing reached the history requests').toBeGreaterThanOrEqual(20);
  });
});
