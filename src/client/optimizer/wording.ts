// Type-only: erased from the bundle.
import type { OptimizerText } from './text.ts';
import { formatDay } from '../../lib/i18n/format.ts';
import { fill } from '../../lib/i18n/template.ts';

/**
 * The API's (English) error messages in the words of the page's controls: a person chose a "Window",
 * not `lookbackDays`. Field names become the labels, and values in the API's units (days,
 * rates as decimals) become the page's (years, percent).
 */
const asPercent = (decimal: string) => `${Math.round(Number(decimal) * 10_000) / 100}%`;

const LABELS: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/\b(minWeight|maxWeight) \(([\d.]+)\)/g, (_, field, value) => `${field} (${asPercent(value!)})`],
  [/\bminWeight can be at most ([\d.]+)/g, (_, value) => `Min weight can be at most ${asPercent(value!)}`],
  [/\bmaxWeight must be at least ([\d.]+)/g, (_, value) => `Max weight must be at least ${asPercent(value!)}`],
  [
    /\b(minWeight|maxWeight) must be at (least|most) ([01])\b/g,
    (_, field, side, value) => `${field} must be at ${side} ${asPercent(value!)}`,
  ],
  [/\bminWeight\b/g, 'Min weight'],
  [/\bmaxWeight\b/g, 'Max weight'],
  [/\bbudget\b/g, 'Budget'],
  [/\blookbackDays must be at most 3650\b/g, 'the window can be at most 10 years'],
  [/\blookbackDays must be at least 30\b/g, 'the window must be at least a month'],
  [/\blonger lookbackDays\b/g, 'longer window'],
  [/\blookbackDays\b/g, 'Window'],
  [/\briskFreeRate must be at least -1\b/g, 'the risk-free rate must be at least −100%'],
  [/\briskFreeRate must be at most 10\b/g, 'the risk-free rate must be at most 1000%'],
  [/\briskFreeRate\b/g, 'Risk-free rate'],
  [/\bcovariance\b(?= must| is)/g, 'Covariance'],
  [/\btickers\b(?=: )/g, 'Tickers'],
];

export function inControlTerms(message: string): string {
  // Two calls: replace() takes a string or a function, not the union of both.
  const worded = LABELS.reduce(
    (text, [pattern, words]) => (typeof words === 'string' ? text.replace(pattern, words) : text.replace(pattern, words)),
    message,
  );
  // "Window: the window can be…" reads twice; keep the control's name once.
  return worded.replace(/^(Window|Risk-free rate): (the (window|risk-free rate) )/, '$1: ').replace(/^(\w)/, (c) => c.toUpperCase());
}

interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

/**
 * What the page says when the API answers with an error, in the page's language: the
 * dictionary's template for the error code, filled from the error's details. A template may
 * use `{message}`, the API's own message in the words of the controls (English pages do).
 * `label` names the page's control for an API field.
 */
export function describeError(status: number, body: unknown, { words, locale }: OptimizerText, label: (field: string) => string): string {
  const error = (body as ApiErrorBody | null)?.error;
  const message = inControlTerms(error?.message ?? fill(words.answered, { status }));
  const details = (error?.details ?? {}) as Record<string, unknown>;
  const values = { message, status };
  switch (error?.code) {
    case 'invalid_request': {
      const fields = Array.isArray(error.details) ? error.details.map((issue: { path?: string }) => label(issue.path ?? '')) : [];
      return fill(words.invalidRequest, { ...values, fields: [...new Set(fields.filter(Boolean))].join(', ') });
    }
    case 'unknown_tickers':
      return fill(words.unknownTickers, { ...values, tickers: Array.isArray(details.unknown) ? details.unknown.join(', ') : '' });
    case 'insufficient_overlap':
      return fill(words.insufficientOverlap, {
        ...values,
        count: String(details.commonDates ?? ''),
        required: String(details.required ?? ''),
        from: typeof details.from === 'string' ? formatDay(details.from, locale) : '',
        to: typeof details.to === 'string' ? formatDay(details.to, locale) : '',
      });
    default:
      return fill(status >= 500 ? words.serverError : words.otherError, values);
  }
}
