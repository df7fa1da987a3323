import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isOptimizeResult, resultText } from '../../../src/capabilities/optimizer/app/result.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { optimizerAppHtml } from '../../../src/capabilities/optimizer/app-integration.ts';
import { escapeHtml } from '../../../src/lib/html/escape-html.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(Object.entries(fixtureOwners))('the optimizer app document for the %s owner', (_, owner) => {
  it("is one document in the owner's language whose own CSP allows its one script and one style and nothing else", async () => {
    const html = await optimizerAppHtml(root, { language: owner.site.language, accent: owner.site.accent });
    const t = dictionaryFor(owner.site.language);
    expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${owner.site.language}">`));
    expect(html).toContain(`<title>${escapeHtml(t.mcpApp.resourceTitle)}</title>`);
    const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!;
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1]!.replaceAll('&#39;', "'");
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `script-src ${sha256(script)}`,
      `style-src ${sha256(style)}`,
      'img-src data:',
      "base-uri 'none'",
      "form-action 'none'",
    ]);
    // Nothing loaded from anywhere: no src or href at all.
    expect(html).not.toMatch(/\s(?:src|href)=/i);
    if (owner.site.accent) expect(style).toContain('--accent:light-dark(');
  });
});

describe('isOptimizeResult', () => {
  const portfolio = { expectedReturn: 0.1, volatility: 0.2, sharpe: 0.5, weights: { A: 0.5, B: 0.5 } };
  const result = {
    tickers: ['A', 'B'],
    dates: ['2026-01-02', '2026-01-05'],
    prices: { A: [1, 2], B: [3, 4] },
    markets: { A: 'stocks', B: 'bonds' },
    warnings: [],
    adjustments: [],
    analytics: {
      frontier: [portfolio],
      minVariance: portfolio,
      maxSharpe: null,
      expectedReturns: { A: 0.1, B: 0.2 },
      volatilities: { A: 0.2, B: 0.3 },
    },
  };

  it('accepts what the charts read, with or without a max-Sharpe portfolio', () => {
    expect(isOptimizeResult(result)).toBe(true);
    expect(isOptimizeResult({ ...result, analytics: { ...result.analytics, maxSharpe: portfolio } })).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['no tickers', { ...result, tickers: [] }],
    ['a ticker without prices', { ...result, tickers: ['A', 'B', 'C'] }],
    ['no dates', { ...result, dates: [] }],
    ['a frontier point without volatility', { ...result, analytics: { ...result.analytics, frontier: [{ expectedReturn: 1 }] } }],
    ['no min-variance portfolio', { ...result, analytics: { ...result.analytics, minVariance: null } }],
    ['a volatility that is not a number', { ...result, analytics: { ...result.analytics, volatilities: { A: '0.2' } } }],
    ['no markets', { ...result, markets: undefined }],
    ['no warnings list', { ...result, warnings: undefined }],
    ['no adjustments list', { ...result, adjustments: null }],
  ])('refuses %s', (_, value) => {
    expect(isOptimizeResult(value)).toBe(false);
  });
});

describe('resultText', () => {
  it.each([
    [
      'text blocks, joined',
      [
        { type: 'text', text: 'a: b' },
        { type: 'image', data: '' },
        { type: 'text', text: 'c' },
      ],
      'a: b c',
    ],
    ['no content', undefined, ''],
    ['content that is not a list', { type: 'text', text: 'x' }, ''],
    ['blocks that are not objects, or text that is not a string', [null, 'x', { type: 'text', text: 3 }], ''],
  ])('%s', (_, content, expected) => {
    expect(resultText(content)).toBe(expected);
  });
});
