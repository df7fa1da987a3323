// An optimisation's result as the optimizer page shows it, and as its MCP App shows it in a host:
// the common days, the split adjustments and warnings, each asset's statistics, the frontier, the
// two portfolios' weights, the whole-share allocation and the normalised prices.
import { formatNumber } from '../../../lib/i18n/format.ts';
import { fill } from '../../../lib/i18n/template.ts';
// Type-only: erased from the bundle, so zod stays out of the browser's JavaScript.
import type { Analytics, OptimizeResponse } from '../core/schema.ts';
import { type ChartSize, frontierChart, legend, pricesChart, weightBars } from './charts.ts';
import { html } from './svg.ts';
import { dayIn, type OptimizerText, percentIn, pesosIn } from './text.ts';

/** The level of the view's section headings: 2 where the view is the document, 3 under the page's "Results". */
export type SectionLevel = 2 | 3;
const headings = { 2: ['h2', 'h3'], 3: ['h3', 'h4'] } as const;

function notices(result: OptimizeResponse, { words, locale }: OptimizerText): HTMLElement[] {
  const day = dayIn(locale);
  const adjustments = result.adjustments.map((a) =>
    html('li', {}, [
      a.ratio < 1
        ? fill(words.reverseSplit, { ticker: a.ticker, date: day(a.date), ratio: Math.round(1 / a.ratio) })
        : fill(words.split, { ticker: a.ticker, date: day(a.date), ratio: a.ratio }),
    ]),
  );
  const warnings = result.warnings.map((w) => html('li', {}, [w.message]));
  return [
    ...(adjustments.length ? [html('ul', { class: 'notice adjustments' }, adjustments)] : []),
    ...(warnings.length ? [html('ul', { class: 'notice warnings' }, warnings)] : []),
  ];
}

function statistics(result: OptimizeResponse, { words, locale }: OptimizerText): HTMLElement {
  const percent = percentIn(locale);
  const { tickers, analytics } = result;
  return html('table', {}, [
    html('caption', { class: 'visually-hidden' }, [words.statistics]),
    html('thead', {}, [
      html(
        'tr',
        {},
        [words.ticker, words.market, words.expectedReturn, words.volatility].map((h) => html('th', { scope: 'col' }, [h])),
      ),
    ]),
    html(
      'tbody',
      {},
      tickers.map((t) =>
        html('tr', {}, [
          html('th', { scope: 'row' }, [t]),
          html('td', {}, [result.markets[t] ?? '']),
          html('td', {}, [percent(analytics.expectedReturns[t]!)]),
          html('td', {}, [percent(analytics.volatilities[t]!)]),
        ]),
      ),
    ),
  ]);
}

function portfolio(tickers: string[], name: string, p: Analytics['minVariance'] | null, text: OptimizerText, level: SectionLevel) {
  const { words, locale } = text;
  const heading = html(headings[level][1], {}, [name]);
  if (!p) return html('div', { class: 'portfolio' }, [heading, html('p', {}, [words.noPortfolio])]);
  const percent = percentIn(locale);
  const sharpe =
    p.sharpe === null ? words.notApplicable : formatNumber(p.sharpe, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return html('div', { class: 'portfolio' }, [
    heading,
    html('p', { class: 'muted' }, [
      fill(words.portfolioSummary, { return: percent(p.expectedReturn), volatility: percent(p.volatility), sharpe }),
    ]),
    weightBars(tickers, p, name, text),
  ]);
}

function allocation(allocated: NonNullable<OptimizeResponse['allocation']>, { words, locale }: OptimizerText, level: SectionLevel) {
  const pesos = pesosIn(locale);
  const name = allocated.portfolio === 'maxSharpe' ? words.maxSharpeName : words.minVarianceName;
  const rows = Object.entries(allocated.shares).map(([ticker, count]) =>
    html('li', {}, [fill(words.shares, { count: formatNumber(count, locale), ticker, price: pesos(allocated.prices[ticker]!) })]),
  );
  return [
    html(headings[level][0], {}, [fill(words.wholeShares, { budget: pesos(allocated.budget) })]),
    html('p', { class: 'muted' }, [fill(words.allocationNote, { portfolio: name, leftover: pesos(allocated.leftover) })]),
    html('ul', { class: 'allocation' }, rows.length ? rows : [html('li', {}, [words.noShares])]),
  ];
}

/** Everything the result says, in reading order, charts drawn at `size`. */
export function resultSections(result: OptimizeResponse, text: OptimizerText, size: ChartSize, level: SectionLevel): HTMLElement[] {
  const { words, locale } = text;
  const { tickers, analytics, dates } = result;
  const day = dayIn(locale);
  const section = headings[level][0];
  return [
    html('p', { class: 'muted' }, [
      fill(words.commonDays, { count: formatNumber(dates.length, locale), from: day(dates[0]!), to: day(dates.at(-1)!) }),
    ]),
    ...notices(result, text),
    statistics(result, text),
    html(section, {}, [words.frontier]),
    html('figure', {}, [frontierChart(tickers, analytics, text, size)]),
    html(section, {}, [words.weights]),
    html('div', { class: 'portfolios' }, [
      portfolio(tickers, words.minVariance, analytics.minVariance, text, level),
      portfolio(tickers, words.maxSharpe, analytics.maxSharpe, text, level),
    ]),
    ...(result.allocation ? allocation(result.allocation, text, level) : []),
    html(section, {}, [words.prices]),
    html('figure', {}, [pricesChart(tickers, dates, result.prices, text, size), legend(tickers, text)]),
  ];
}
