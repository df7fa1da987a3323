import { formatNumber } from '../../../lib/i18n/format.ts';
import { fill } from '../../../lib/i18n/template.ts';
import { MAX_TICKERS, MIN_TICKERS, TICKER_PATTERN } from '../core/limits.ts';
// Type-only: erased from the bundle, so zod stays out of the page's JavaScript.
import type { OptimizeResponse } from '../core/schema.ts';
import { chartSize } from './charts.ts';
import { resultSections } from './result-view.ts';
import { html } from './svg.ts';
import type { OptimizerText } from './text.ts';
// Type-only: the words arrive as JSON.
import type { OptimizerProblemWords } from '../core/failure-words.ts';
import { describeError } from './wording.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('optimizer-form');
const chosen = $<HTMLUListElement>('chosen-tickers');
const input = $<HTMLInputElement>('ticker-input');
const status = $<HTMLParagraphElement>('optimizer-status');
const errorBox = $<HTMLDivElement>('optimizer-error');
const results = $<HTMLElement>('results');
const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
// The page's words, handed over as JSON (src/pages/[...lang]/optimizer.astro), in the page's language.
const text: OptimizerText = { words: JSON.parse($('optimizer-words').textContent!), locale: document.documentElement.lang };
const problems: OptimizerProblemWords = JSON.parse($('optimizer-problems').textContent!);
const { words, locale } = text;

const current = () => [...chosen.querySelectorAll<HTMLElement>('[data-ticker]')].map((li) => li.dataset.ticker!);

/** The page's label of the control an API field comes from ("lookbackDays" -> "Window"), for error messages. */
const CONTROLS: Record<string, string> = {
  riskFreeRate: 'risk-free',
  lookbackDays: 'lookback',
  minWeight: 'min-weight',
  maxWeight: 'max-weight',
  budget: 'budget',
  covariance: 'covariance',
};
function controlLabel(field: string): string {
  if (field.startsWith('tickers')) return form.querySelector('legend')?.textContent ?? field;
  const id = CONTROLS[field];
  return (id && form.querySelector(`label[for="${id}"]`)?.textContent) || field;
}

function showError(message: string) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

function clearError() {
  errorBox.hidden = true;
  errorBox.textContent = '';
}

function chip(ticker: string) {
  const remove = html('button', { type: 'button', class: 'chip-remove', 'aria-label': fill(words.remove, { ticker }) }, ['×']);
  return html('li', { 'data-ticker': ticker, class: 'chip' }, [ticker, remove]);
}

function refuse(message: string): false {
  showError(message);
  return false;
}

/** Adds one typed ticker as a chip; false (with the reason shown) when it cannot be added. */
function addOne(typed: string): boolean {
  const ticker = typed.toUpperCase();
  if (!TICKER_PATTERN.test(ticker)) return refuse(fill(words.notATicker, { input: typed }));
  if (current().includes(ticker)) return refuse(fill(words.duplicate, { ticker }));
  if (current().length >= MAX_TICKERS) return refuse(fill(words.tooMany, { max: MAX_TICKERS }));
  clearError();
  chosen.append(chip(ticker));
  status.textContent = fill(words.added, { ticker, count: current().length });
  return true;
}

/** Adds what the ticker field holds: one symbol, or several separated by commas or spaces (a paste, or an agent's fill). */
function addTicker(): boolean {
  const typed = input.value.split(/[\s,;]+/).filter(Boolean);
  const distinct = typed.filter((ticker, index) => index === typed.findIndex((other) => other.toUpperCase() === ticker.toUpperCase()));
  const added = distinct.every(addOne);
  if (added) input.value = '';
  return added;
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
  status.textContent = fill(words.removed, { ticker: item.dataset.ticker!, count: current().length });
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
  results.replaceChildren(
    html('h2', { id: 'results-heading' }, [words.results]),
    ...resultSections(result, text, chartSize(form.clientWidth), 3),
  );
  results.hidden = false;
}

/** What the optimisation gives an agent that submitted the form: the analytics, or why there are none. */
type Outcome = { ok: true; result: OptimizeResponse } | { ok: false; error: string };

async function optimise(): Promise<Outcome> {
  const failed = (error: string): Outcome => {
    showError(error);
    return { ok: false, error };
  };
  clearError();
  const tickers = current();
  if (tickers.length < MIN_TICKERS) return failed(fill(words.tooFew, { min: MIN_TICKERS }));
  const rate = Number($<HTMLInputElement>('risk-free').value || 0) / 100;
  const lookbackDays = Number($<HTMLSelectElement>('lookback').value);
  const covariance = $<HTMLSelectElement>('covariance').value;
  const minWeight = Number($<HTMLInputElement>('min-weight').value || 0) / 100;
  const maxWeight = Number($<HTMLInputElement>('max-weight').value || 100) / 100;
  const budget = Number($<HTMLInputElement>('budget').value || 0);
  submit.disabled = true;
  results.setAttribute('aria-busy', 'true');
  status.textContent = fill(words.optimising, { tickers: tickers.join(', ') });
  try {
    const response = await fetch('/api/portfolio/optimize', {
      method: 'POST',
      // In the page's language: the API words its messages in it (on a site in several).
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': document.documentElement.lang },
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
      status.textContent = '';
      const retryAfter = Number(response.headers.get('retry-after')) || undefined;
      return failed(describeError(response.status, body, { ...text, problems }, controlLabel, retryAfter));
    }
    render(body as OptimizeResponse);
    status.textContent = fill(words.done, { count: tickers.length, days: formatNumber((body as OptimizeResponse).dates.length, locale) });
    return { ok: true, result: body as OptimizeResponse };
  } catch {
    status.textContent = '';
    return failed(words.unreachable);
  } finally {
    submit.disabled = false;
    results.removeAttribute('aria-busy');
  }
}

/** A submit an agent made through WebMCP's declarative form tool, which takes the answer as a promise. */
type AgentSubmitEvent = SubmitEvent & { agentInvoked?: boolean; respondWith?: (answer: Promise<unknown>) => void };

const forAgent = (outcome: Outcome) =>
  outcome.ok
    ? {
        tickers: outcome.result.tickers,
        analytics: outcome.result.analytics,
        warnings: outcome.result.warnings,
        disclaimer: outcome.result.disclaimer,
      }
    : { error: outcome.error };

form.addEventListener('submit', (event: AgentSubmitEvent) => {
  event.preventDefault();
  // A ticker still in the field joins the chosen ones; an agent's list replaces them.
  const typed = input.value.trim() !== '';
  if (typed && event.agentInvoked) chosen.replaceChildren();
  const outcome: Promise<Outcome> = !typed || addTicker() ? optimise() : Promise.resolve({ ok: false, error: errorBox.textContent ?? '' });
  if (event.agentInvoked && event.respondWith) event.respondWith(outcome.then(forAgent));
});

form.dataset.ready = 'true';
