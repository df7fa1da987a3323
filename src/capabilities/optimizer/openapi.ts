import { CORS, error, header, INTERNAL_ERROR, type JsonObject, jsonContent, RETRY_AFTER, ref } from '../../lib/discovery/openapi-parts.ts';
import { optimizeRequestExample, optimizeResponseExample, optimizerErrorExamples } from './openapi-examples.ts';
import { ERROR_STATUS } from './core/handler.ts';
import { MAX_BODY_BYTES } from './core/schema.ts';

/** The optimizer's codes answered with one status. */
const optimizerCodes = (status: number) =>
  Object.entries(ERROR_STATUS)
    .filter(([, candidate]) => candidate === status)
    .map(([code]) => code);

/** POST /api/portfolio/optimize, as the OpenAPI document describes it. */
export function optimizerPaths(): JsonObject {
  return {
    '/api/portfolio/optimize': {
      post: {
        operationId: 'optimizePortfolio',
        tags: ['optimizer'],
        summary: 'Aligned ARS prices and Markowitz analytics',
        description: [
          'Finds each ticker in data912’s `arg_stocks`, `arg_cedears` and `arg_bonds` panels (ARS-quoted symbols only: the USD `…D` and cable `…C` variants of a listed symbol are refused), fetches the daily closes, keeps the dates every series has within `lookbackDays` calendar days ending today, and computes the analytics in PyPortfolioOpt’s default conventions: simple daily returns, annualised CAGR expected returns, sample covariance (ddof 1) × 252, long-only fully invested min-variance and max-Sharpe portfolios, and a 40-point efficient frontier.',
          'The response field names are a contract: `currency`, `source`, `disclaimer`, `tickers` (normalised, request order), `markets`, `dates`, `prices` (closes aligned to `dates`), `warnings` (daily moves beyond ±50%, which suggest an unadjusted split; a missing max-Sharpe portfolio; cached data served because data912 failed), and `analytics` (`periodsPerYear`, `riskFreeRate`, `expectedReturns`, `volatilities`, `covariance`, `minVariance`, `maxSharpe`, `frontier`).',
          '**Educational, not investment advice.**',
        ].join('\n\n'),
        requestBody: {
          required: true,
          description: `JSON, at most ${MAX_BODY_BYTES} bytes`,
          content: jsonContent(ref('OptimizeRequest'), { twoTickers: optimizeRequestExample }),
        },
        responses: {
          '200': {
            description: 'Aligned prices and analytics',
            headers: {
              'X-Cache-Status': header(
                'stale when data912 failed and cached panels or prices were used (see the stale_market_data warning); fresh otherwise',
                { type: 'string', enum: ['fresh', 'stale'] },
              ),
              ...CORS,
            },
            content: jsonContent(ref('OptimizeResponse'), { twoTickers: optimizeResponseExample }),
          },
          '400': error('The body is missing, not JSON, or not a valid request', optimizerCodes(400), undefined, optimizerErrorExamples),
          '405': error('Only POST is allowed', optimizerCodes(405), {
            Allow: header('Allowed methods', { type: 'string', const: 'POST' }),
          }),
          '413': error(`The body is larger than ${MAX_BODY_BYTES} bytes`, optimizerCodes(413)),
          '415': error('The body is not declared as application/json', optimizerCodes(415)),
          '422': error(
            'Unknown or non-ARS tickers, fewer than 30 common dates, or series the solver cannot optimise',
            optimizerCodes(422),
            undefined,
            optimizerErrorExamples,
          ),
          '500': INTERNAL_ERROR,
          '503': error(
            'The market-data provider is unreachable, failing, slow, rate-limiting or sent unreadable data',
            optimizerCodes(503),
            RETRY_AFTER,
            optimizerErrorExamples,
          ),
        },
      },
    },
  };
}
