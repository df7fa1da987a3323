import { percent } from '../../lib/charts/scale.ts';
import { MAX_TICKERS, MIN_TICKERS, TICKER_PATTERN } from '../../lib/optimizer/limits.ts';
// Type-only: erased from the bundle, so zod stays out of the page's JavaScript.
import type { Analytics, OptimizeResponse } from '../../lib/optimizer/schema.ts';
import { chartSize, frontierChart, legend, pricesChart, weightBars } from './charts.ts';
import { html } from './svg.ts';
import { inControlTerms } from './wording.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('optimizer-form');
const chosen = $<HTMLUListElement>('chosen-tickers');
const input = $<HTMLInputElement>('ticker-input');
const status = $<HTMLParagraphElement>('optimizer-status');
const errorBox = $<HTMLDivElement>('optimizer-error');
const results = $<HTMLElement>('results');
const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;

const current = () => [...chosen.querySelectorAll<HTMLElement>('[data-ticker]')].map((li) => li.dataset.ticker!);

function showError(message: string) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

function clearError() {
  errorBox.hidden = true;
  errorBox.textContent = '';
}

function chip(ticker: string) {
  const remove = html('button', { type: 'button', class: 'chip-remove', 'aria-label': `Remove ${ticker}` }, ['×']);
  return html('li', { 'data-ticker': ticker, class: 'chip' }, [ticker, remove]);
}

function addTicker() {
  const ticker = input.value.trim().toUpperCase();
  if (!ticker) return;
  if (!TICKER_PATTERN.test(ticker)) return showError(`“${input.value.trim()}” is not a ticker: use 1 to 12 letters or digits.`);
  if (current().includes(ticker)) return showError(`${ticker} is already in the list.`);
  if (current().length >= MAX_TICKERS) return showError(`At most ${MAX_TICKERS} tickers.`);
  clearError();
  chosen.append(chip(ticker));
  input.value = '';
  status.textContent = `${ticker} added. ${current().length} tickers.`;
}

chosen.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.chip-remove');
  const item = button?.closest<HTMLElement>('[data-ticker]');
  if (!item) return;
  const next =
    item.nextElementSibling?.querySelector<HTMLButtonElement>('button') ??
    item.previousElementSibling?.querySelector<HTMLButtonElement>('button') ??
    input;
  item.remove();
  status.textContent = `${item.dataset.ticker} removed. ${current().length} tickers.`;
  next.focus();
});

$<HTMLButtonElement>('add-ticker').addEventListener('click', addTicker);
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    addTicker();
  }
});

function render(result: OptimizeResponse) {
  const { tickers, analytics } = result;
  const table = html('table', {}, [
    html('caption', { class: 'visually-hidden' }, ['Per-ticker statistics']),
    html('thead', {}, [
      html(
        'tr',
        {},
        ['Ticker', 'Market', 'Expected return', 'Volatility'].map((h) => html('th', { scope: 'col' }, [h])),
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
  const portfolio = (name: string, p: Analytics['minVariance'] | null) =>
    html(
      'div',
      { class: 'portfolio' },
      p
        ? [
            html('h4', {}, [name]),
            html('p', { class: 'muted' }, [
              `Return ${percent(p.expectedReturn)} · volatility ${percent(p.volatility)} · Sharpe ${p.sharpe === null ? 'n/a' : p.sharpe.toFixed(2)}`,
            ]),
            weightBars(tickers, p, name),
          ]
        : [html('h4', {}, [name]), html('p', {}, ['None: no portfolio within the weight bounds beats the risk-free rate.'])],
    );
  const size = chartSize(form.clientWidth);
  results.replaceChildren(
    html('h2', { id: 'results-heading' }, ['Results']),
    html('p', { class: 'muted' }, [
      `${result.dates.length} common trading days, ${result.dates[0]} to ${result.dates.at(-1)}. Prices in ARS from data912.`,
    ]),
    ...(result.adjustments.length
      ? [
          html(
            'ul',
            { class: 'notice adjustments' },
            result.adjustments.map((a) =>
              html('li', {}, [
                `${a.ticker}: prices before ${a.date} divided by ${a.ratio < 1 ? `1/${Math.round(1 / a.ratio)}` : a.ratio}, a ${a.ratio < 1 ? `1:${Math.round(1 / a.ratio)} reverse split` : `${a.ratio}:1 split or ratio change`} found in the data.`,
              ]),
            ),
          ),
        ]
      : []),
    ...(result.warnings.length
      ? [
          html(
            'ul',
            { class: 'notice warnings' },
            result.warnings.map((w) => html('li', {}, [w.message])),
          ),
        ]
      : []),
    table,
    html('h3', {}, ['Efficient frontier']),
    html('figure', {}, [frontierChart(tickers, analytics, size)]),
    html('h3', {}, ['Weights']),
    html('div', { class: 'portfolios' }, [portfolio('Min variance', analytics.minVariance), portfolio('Max Sharpe', analytics.maxSharpe)]),
    ...(result.allocation ? allocationSection(result.allocation) : []),
    html('h3', {}, ['Prices, normalised']),
    html('figure', {}, [pricesChart(tickers, result.dates, result.prices, size), legend(tickers)]),
  );
  results.hidden = false;
}

const pesos = (value: number) => `ARS ${value.toLocaleString('en', { maximumFractionDigits: 2 })}`;

function allocationSection(allocation: NonNullable<OptimizeResponse['allocation']>) {
  const name = allocation.portfolio === 'maxSharpe' ? 'max-Sharpe' : 'min-variance';
  const rows = Object.entries(allocation.shares).map(([ticker, count]) =>
    html('li', {}, [`${count} ${ticker} at ${pesos(allocation.prices[ticker]!)}`]),
  );
  return [
    html('h3', {}, [`Whole shares for ${pesos(allocation.budget)}`]),
    html('p', { class: 'muted' }, [`The ${name} weights at the latest closes; ${pesos(allocation.leftover)} left over.`]),
    html('ul', { class: 'allocation' }, rows.length ? rows : [html('li', {}, ['No whole share fits the budget.'])]),
  ];
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearError();
  const tickers = current();
  if (tickers.length < MIN_TICKERS) return showError(`Choose at least ${MIN_TICKERS} tickers.`);
  const rate = Number($<HTMLInputElement>('risk-free').value || 0) / 100;
  const lookbackDays = Number($<HTMLSelectElement>('lookback').value);
  const covariance = $<HTMLSelectElement>('covariance').value;
  const minWeight = Number($<HTMLInputElement>('min-weight').value || 0) / 100;
  const maxWeight = Number($<HTMLInputElement>('max-weight').value || 100) / 100;
  const budget = Number($<HTMLInputElement>('budget').value || 0);
  submit.disabled = true;
  results.setAttribute('aria-busy', 'true');
  status.textContent = `Optimising ${tickers.join(', ')}…`;
  try {
    const response = await fetch('/api/portfolio/optimize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        tickers,
        riskFreeRate: rate,
        lookbackDays,
        covariance,
        minWeight,
        maxWeight,
        ...(budget > 0 ? { budget } : {}),
      }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      const message = inControlTerms(body?.error?.message ?? `The optimizer answered ${response.status}.`);
      status.textContent = '';
      return showError(response.status >= 500 ? `${message} The market data may be temporarily unavailable.` : message);
    }
    render(body as OptimizeResponse);
    status.textContent = `Done: ${tickers.length} tickers over ${(body as OptimizeResponse).dates.length} trading days.`;
  } catch {
    status.textContent = '';
    showError('The optimizer could not be reached. Check your connection and try again.');
  } finally {
    submit.disabled = false;
    results.removeAttribute('aria-busy');
  }
});

form.dataset.ready = 'true';
