import { type BodyFailure, readJsonBody, wordBodyFailure } from '../../../lib/http/body.ts';
import { fill } from '../../../lib/i18n/template.ts';
import { preflight } from '../../../lib/http/cors.ts';
import { json, jsonError, methodNotAllowed } from '../../../lib/http/json.ts';
import type { MarketDataService } from '../market/service.ts';
import { apiTerms } from '../../../lib/schema/word-problem.ts';
import type { SharedWords } from '../../../lib/i18n/index.ts';
import type { OptimizerWords as OptimizerWordTable } from '../words/en.ts';
import {
  type FailureTerms,
  failureDetails,
  type OptimizerProblemWords,
  optimizerProblemWords,
  wordOptimizeFailure,
} from './failure-words.ts';
import { type ResultWords, wordedResult } from './result-words.ts';
import { type OptimizeFailure, optimizePortfolio } from './optimize.ts';
import { MAX_BODY_BYTES } from './schema.ts';

const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After, X-Cache-Status' };
const NO_STORE = { ...CORS, 'cache-control': 'no-store' };

/** Every error code of POST /api/portfolio/optimize with its status; the OpenAPI description lists the same. */
export const ERROR_STATUS = {
  invalid_request: 400,
  missing_body: 400,
  invalid_json: 400,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unknown_tickers: 422,
  insufficient_overlap: 422,
  // The series themselves (moves no double can hold leave the solver nothing finite): no upstream failed, and no retry would do.
  optimization_failed: 422,
  upstream_unreachable: 503,
  upstream_timeout: 503,
  upstream_error: 503,
  upstream_rate_limited: 503,
  upstream_malformed: 503,
  upstream_rejected: 503,
} as const satisfies Record<OptimizeFailure['code'] | BodyFailureCode | 'method_not_allowed', number>;

type BodyFailureCode = 'missing_body' | 'invalid_json' | 'payload_too_large' | 'unsupported_media_type';
const BODY_FAILURE_CODES: Record<BodyFailure['kind'], BodyFailureCode> = {
  unsupported_media_type: 'unsupported_media_type',
  too_large: 'payload_too_large',
  empty: 'missing_body',
  invalid_json: 'invalid_json',
};

const error = (code: keyof typeof ERROR_STATUS, message: string, details?: unknown, headers: Record<string, string> = {}) =>
  jsonError(ERROR_STATUS[code], code, message, { details, headers: { ...NO_STORE, ...headers } });

/** The API's sentences, in the owner's language (`locale`, a BCP 47 tag, for its numbers and dates). */
export interface OptimizerWords {
  problems: OptimizerProblemWords;
  result: ResultWords;
  /** A refused body or method. */
  body: SharedWords['requestBody'];
  locale: string;
}

/** The API's words from a dictionary. */
export const optimizerWords = (dictionary: SharedWords & OptimizerWordTable, locale: string): OptimizerWords => ({
  problems: optimizerProblemWords(dictionary),
  result: dictionary.optimizerText,
  body: dictionary.requestBody,
  locale,
});

/** The API's terms: its own field names, numbers and days as the request and response write them. */
export const API_TERMS: FailureTerms = { ...apiTerms, day: (date) => date };

function failureResponse(failure: OptimizeFailure, words: OptimizerProblemWords): Response {
  const retryAfter: Record<string, string> = 'retryAfterSeconds' in failure ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
  return error(failure.code, wordOptimizeFailure(failure, words, API_TERMS), failureDetails(failure, words, API_TERMS), retryAfter);
}

/**
 * POST /api/portfolio/optimize: the HTTP face of optimizePortfolio. Its error messages are
 * `words`, in the owner's language; codes, fields and details stay the same in every language.
 */
export function createOptimizeHandler(market: MarketDataService, words: OptimizerWords, now: () => Date = () => new Date()) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflight({ methods: ['POST'], headers: 'Content-Type', cors: CORS });
    if (request.method !== 'POST') return methodNotAllowed(['POST'], NO_STORE, fill(words.body.methodNotAllowed, { methods: 'POST' }));

    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) return error(BODY_FAILURE_CODES[body.failure.kind], wordBodyFailure(body.failure, words.body));
    const outcome = await optimizePortfolio(body.value, market, now());
    if (!outcome.ok) return failureResponse(outcome.failure, words.problems);
    const stale = outcome.result.warnings.some((warning) => warning.code === 'stale_market_data');
    return json(wordedResult(outcome.result, words.result, words.locale), {
      headers: { ...NO_STORE, 'x-cache-status': stale ? 'stale' : 'fresh' },
    });
  };
}
