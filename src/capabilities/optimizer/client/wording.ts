import { formatNumber } from '../../../lib/i18n/format.ts';
import { fill } from '../../../lib/i18n/template.ts';
import { type FailureTerms, type OptimizerProblemWords, wordOptimizeFailure } from '../core/failure-words.ts';
import type { OptimizeFailure } from '../core/optimize.ts';
import type { Problem } from '../../../lib/schema/problems.ts';
import { dayIn, type OptimizerText, pesosIn } from './text.ts';

const PERCENT_FIELDS = new Set(['minWeight', 'maxWeight', 'riskFreeRate']);

/**
 * The page's terms for the API's problems: a person chose a "Window" in a list, not
 * `lookbackDays`, and typed weights and rates in percent. `label` names the page's control
 * for an API field.
 */
export function pageTerms(label: (field: string) => string, locale: string): FailureTerms {
  return {
    field: label,
    value: (path, value) => {
      if (PERCENT_FIELDS.has(path)) return formatNumber(value, locale, { style: 'percent', maximumFractionDigits: 2 });
      if (path === 'lookbackDays') return formatNumber(value, locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
      if (path === 'budget') return pesosIn(locale)(value);
      return formatNumber(value, locale);
    },
    day: dayIn(locale),
  };
}

interface ApiError {
  code?: unknown;
  details?: unknown;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The failure the API's error describes, read from its code and details (never from its message); undefined for one the page does not know. */
function failureOf(error: ApiError, retryAfterSeconds: number): OptimizeFailure | undefined {
  const details = record(error.details);
  switch (error.code) {
    case 'invalid_request':
      return { code: 'invalid_request', problems: Array.isArray(error.details) ? (error.details as Problem[]) : [] };
    case 'unknown_tickers':
      return { code: 'unknown_tickers', tickers: Array.isArray(details.unknown) ? details.unknown.map(String) : [] };
    case 'insufficient_overlap':
      return {
        code: 'insufficient_overlap',
        commonDates: Number(details.commonDates),
        required: Number(details.required),
        from: String(details.from),
        to: String(details.to),
      };
    case 'optimization_failed':
      return { code: 'optimization_failed' };
    default:
      return typeof error.code === 'string' && error.code.startsWith('upstream_')
        ? ({ code: error.code, retryAfterSeconds } as OptimizeFailure)
        : undefined;
  }
}

/**
 * What the page says when the API answers with an error, in the page's language and the words
 * of its controls, from the error's code and details. `retryAfterSeconds` comes from the
 * answer's Retry-After header.
 */
export function describeError(
  status: number,
  body: unknown,
  { words, problems, locale }: OptimizerText & { problems: OptimizerProblemWords },
  label: (field: string) => string,
  retryAfterSeconds = 60,
): string {
  const failure = failureOf(record(record(body).error), retryAfterSeconds);
  return failure ? wordOptimizeFailure(failure, problems, pageTerms(label, locale)) : fill(words.otherError, { status });
}
