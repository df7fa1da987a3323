import { linearScale, normalise, type LinearScale } from '../../../lib/charts/scale.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { fill } from '../../../lib/i18n/template.ts';
// Type-only: erased from the bundle, so zod stays out of the page's JavaScript.
import type { Analytics } from '../core/schema.ts';
import { html, svg } from './svg.ts';
import { dayIn, type OptimizerText, percentIn } from './text.ts';

const MARGIN = { top: 16, right: 20, bottom: 44, left: 60 };

/**
 * A chart is drawn at the width it will show at (one SVG unit per CSS pixel), so its 12 px
 * labels stay 12 px on a 360 px phone instead of shrinking with a fixed viewBox.
 */
export interface ChartSize {
  width: number;
  height: number;
}

export function chartSize(available: number): ChartSize {
  const width = Math.round(Math.min(704, Math.max(280, available || 640)));
  return { width, height: Math.round(Math.min(360, Math.max(240, width * 0.5625))) };
}

type Portfolio = Analytics['minVariance'];

interface FrameWords {
  /** The element id prefix of the chart's title and description. */
  id: string;
  title: string;
  description: string;
  /** A date axis gets its own ticks; a percent axis gets round ones. */
  dateAxis: boolean;
  percent: (value: number, digits?: number) => string;
}

function frame(
  { width: WIDTH, height: HEIGHT }: ChartSize,
  { id, title, description, dateAxis, percent }: FrameWords,
  x: LinearScale,
  y: LinearScale,
  xLabel: string,
  yLabel: string,
  format: (v: number) => string,
) {
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      width: WIDTH,
      height: HEIGHT,
      role: 'img',
      'aria-labelledby': `${id}-t ${id}-d`,
      class: 'chart',
    },
    [svg('title', { id: `${id}-t` }, [title]), svg('desc', { id: `${id}-d` }, [description])],
  );
  const axes = svg('g', { class: 'axis' });
  for (const tick of dateAxis ? [] : x.ticks) {
    axes.append(svg('line', { x1: x(tick), x2: x(tick), y1: MARGIN.top, y2: HEIGHT - MARGIN.bottom, class: 'grid' }));
    axes.append(svg('text', { x: x(tick), y: HEIGHT - MARGIN.bottom + 16, 'text-anchor': 'middle' }, [percent(tick, 0)]));
  }
  for (const tick of y.ticks) {
    axes.append(svg('line', { x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y(tick), y2: y(tick), class: 'grid' }));
    axes.append(svg('text', { x: MARGIN.left - 6, y: y(tick) + 4, 'text-anchor': 'end' }, [format(tick)]));
  }
  axes.append(
    svg('text', { x: (MARGIN.left + WIDTH - MARGIN.right) / 2, y: HEIGHT - 6, 'text-anchor': 'middle', class: 'axis-label' }, [xLabel]),
  );
  axes.append(
    svg(
      'text',
      {
        x: 14,
        y: (MARGIN.top + HEIGHT - MARGIN.bottom) / 2,
        'text-anchor': 'middle',
        class: 'axis-label',
        transform: `rotate(-90 14 ${(MARGIN.top + HEIGHT - MARGIN.bottom) / 2})`,
      },
      [yLabel],
    ),
  );
  chart.append(axes);
  return chart;
}

const path = (points: [number, number][]) => points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join('');

/** Efficient frontier: volatility across, expected return up; assets, min-variance and max-Sharpe marked. */
export function frontierChart(
  tickers: string[],
  analytics: Analytics,
  { words, locale }: OptimizerText,
  size: ChartSize = chartSize(640),
): SVGElement {
  const { width: WIDTH, height: HEIGHT } = size;
  const percent = percentIn(locale);
  const special = [analytics.minVariance, ...(analytics.maxSharpe ? [analytics.maxSharpe] : [])];
  const vols = [
    ...analytics.frontier.map((p) => p.volatility),
    ...tickers.map((t) => analytics.volatilities[t]!),
    ...special.map((p) => p.volatility),
  ];
  const rets = [
    ...analytics.frontier.map((p) => p.expectedReturn),
    ...tickers.map((t) => analytics.expectedReturns[t]!),
    ...special.map((p) => p.expectedReturn),
  ];
  const x = linearScale(vols, [MARGIN.left, WIDTH - MARGIN.right]);
  const y = linearScale(rets, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const figures = (p: Portfolio) => ({ return: percent(p.expectedReturn), volatility: percent(p.volatility) });
  const description = `${fill(words.frontierDescription, { count: analytics.frontier.length, ...figures(analytics.minVariance) })} ${
    analytics.maxSharpe ? fill(words.frontierMaxSharpe, figures(analytics.maxSharpe)) : words.frontierNoMaxSharpe
  }`;
  const chart = frame(
    size,
    { id: 'efficient-frontier', title: words.frontierTitle, description, dateAxis: false, percent },
    x,
    y,
    words.volatilityAxis,
    words.returnAxis,
    (v) => percent(v, 0),
  );
  chart.append(
    svg('path', {
      d: path(analytics.frontier.map((p) => [x(p.volatility), y(p.expectedReturn)])),
      class: 'frontier-line',
      'data-points': analytics.frontier.length,
    }),
  );
  /** A point's label `gap` px right of it; within `room` px of the right edge, left of it, so it is not clipped. */
  const pointLabel = (text: string, cx: number, y: number, gap: number, room: number, className: string) =>
    cx > WIDTH - room
      ? svg('text', { x: cx - gap, y, class: className, 'text-anchor': 'end' }, [text])
      : svg('text', { x: cx + gap, y, class: className }, [text]);
  tickers.forEach((ticker, i) => {
    const [cx, cy] = [x(analytics.volatilities[ticker]!), y(analytics.expectedReturns[ticker]!)];
    chart.append(svg('circle', { cx, cy, r: 4, class: `asset series-${i}` }), pointLabel(ticker, cx, cy - 6, 7, 70, 'point-label'));
  });
  const mark = (portfolio: Portfolio, label: string, className: string) => {
    // data-portfolio names the portfolio for scripts and tests in every language: the class.
    const [cx, cy] = [x(portfolio.volatility), y(portfolio.expectedReturn)];
    chart.append(
      svg('rect', { x: cx - 6, y: cy - 6, width: 12, height: 12, class: className, 'data-portfolio': className }),
      pointLabel(label, cx, cy + 16, 10, 100, 'point-label strong'),
    );
  };
  mark(analytics.minVariance, words.minVariance, 'min-variance');
  if (analytics.maxSharpe) mark(analytics.maxSharpe, words.maxSharpe, 'max-sharpe');
  return chart;
}

/** Weights as labelled horizontal bars, one list per portfolio. */
export function weightBars(tickers: string[], portfolio: Portfolio, name: string, { words, locale }: OptimizerText): HTMLElement {
  const percent = percentIn(locale);
  const list = html('ul', { class: 'bars weights', 'aria-label': fill(words.weightsOf, { portfolio: name }) });
  tickers.forEach((ticker, i) => {
    const weight = portfolio.weights[ticker] ?? 0;
    list.append(
      html('li', {}, [
        html('span', {}, [`${ticker} `, html('span', { class: 'muted' }, [percent(weight)])]),
        svg('svg', { viewBox: '0 0 100 8', preserveAspectRatio: 'none', 'aria-hidden': 'true' }, [
          svg('rect', { class: 'bar-track', width: 100, height: 8, rx: 2 }),
          svg('rect', { class: `bar series-${i}`, width: Math.max(0, Math.min(100, weight * 100)), height: 8, rx: 2 }),
        ]),
      ]),
    );
  });
  return list;
}

/** Each price series normalised to 100 on the first common date. */
export function pricesChart(
  tickers: string[],
  dates: string[],
  prices: Record<string, number[]>,
  { words, locale }: OptimizerText,
  size: ChartSize = chartSize(640),
): SVGElement {
  const day = dayIn(locale);
  const { width: WIDTH, height: HEIGHT } = size;
  const series = tickers.map((ticker) => normalise(prices[ticker]!));
  const x = linearScale(
    dates.map((_, i) => i),
    [MARGIN.left, WIDTH - MARGIN.right],
    0,
  );
  const y = linearScale(series.flat(), [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const whole = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 });
  const finals = tickers.map((ticker, i) => `${ticker} ${whole(series[i]!.at(-1)!)}`).join(', ');
  const description = fill(words.pricesDescription, { from: day(dates[0]!), to: day(dates.at(-1)!), finals });
  const chart = frame(
    size,
    { id: 'normalised-prices', title: words.pricesTitle, description, dateAxis: true, percent: percentIn(locale) },
    x,
    y,
    words.dateAxis,
    words.priceAxis,
    whole,
  );
  for (const [k, index] of dateTicks(dates.length, WIDTH - MARGIN.left - MARGIN.right).entries()) {
    const anchor = k === 0 ? 'start' : index === dates.length - 1 ? 'end' : 'middle';
    chart.append(
      svg('line', { x1: x(index), x2: x(index), y1: MARGIN.top, y2: HEIGHT - MARGIN.bottom, class: 'grid' }),
      svg('text', { x: x(index), y: HEIGHT - MARGIN.bottom + 16, 'text-anchor': anchor, class: 'date-tick' }, [dates[index]!.slice(0, 7)]),
    );
  }
  series.forEach((values, i) => {
    chart.append(svg('path', { d: path(values.map((v, t) => [x(t), y(v)])), class: `price-line series-${i}` }));
  });
  return chart;
}

/** Evenly spaced date indices, first and last included, about one per 80 px (a YYYY-MM label is about 50 px). */
export function dateTicks(count: number, plotWidth: number): number[] {
  const ticks = Math.max(2, Math.min(count, Math.floor(plotWidth / 80) + 1));
  return [...new Set(Array.from({ length: ticks }, (_, k) => Math.round(((count - 1) * k) / (ticks - 1))))];
}

export function legend(tickers: string[], { words }: OptimizerText): HTMLElement {
  return html(
    'ul',
    { class: 'legend', 'aria-label': words.series },
    tickers.map((ticker, i) =>
      html('li', {}, [
        svg('svg', { viewBox: '0 0 10 10', 'aria-hidden': 'true' }, [svg('rect', { width: 10, height: 10, class: `swatch series-${i}` })]),
        ticker,
      ]),
    ),
  );
}
