import * as z from '../schema/z.ts';
import { CodehostActivitySchema } from '../codehost/schema.ts';
import { UNAVAILABLE_CODES } from '../codehost/handler.ts';
import { ErrorBodySchema } from '../http/error-schema.ts';
import { ERROR_STATUS as OPTIMIZE_ERROR_STATUS } from '../optimizer/handler.ts';
import { MAX_BODY_BYTES, OptimizeRequestSchema, OptimizeResponseSchema } from '../optimizer/schema.ts';
import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';
import {
  codehostErrorExamples,
  codehostExample,
  errorExamples,
  optimizeRequestExample,
  optimizeResponseExample,
  optimizerErrorExamples,
} from './openapi-examples.ts';
import { emailAddress } from '../owner/contact.ts';
import { markdownText } from '../markdown/escape.ts';

type JsonObject = Record<string, unknown>;

const OPENAPI_VERSION = '3.1.0';
const API_VERSION = '1.0.0';

/**
 * Converts the zod schemas the functions validate with into components.schemas: each
 * schema's $defs are hoisted and its refs pointed at #/components/schemas. Nothing is
 * written twice.
 */
function componentSchemas(entries: (readonly [z.ZodMiniType, 'input' | 'output'])[]): Record<string, JsonObject> {
  const components: Record<string, JsonObject> = {};
  for (const [schema, io] of entries) {
    const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonObject;
    const rewritten = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonObject;
    const defs = (rewritten.$defs ?? {}) as Record<string, JsonObject>;
    Object.assign(components, defs);
  }
  return components;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: JsonObject, examples?: Record<string, unknown>) => ({
  'application/json': {
    schema,
    ...(examples ? { examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])) } : {}),
  },
});
/** An error response: the Error schema with `error.code` narrowed to the codes this response can carry. */
const error = (description: string, codes: readonly string[], headers?: JsonObject, examples = errorExamples) => ({
  description,
  ...(headers ? { headers } : {}),
  content: jsonContent(
    errorSchema(codes),
    Object.fromEntries(codes.map((code) => [code, examples[code] ?? { error: { code, message: code } }])),
  ),
});

/** The Error schema, generated from the same zod schema, with `error.code` an enum of `codes`. */
function errorSchema(codes: readonly string[]): JsonObject {
  const narrowed = z.extend(ErrorBodySchema, {
    error: z.extend(ErrorBodySchema.shape.error, { code: z.enum(codes as [string, ...string[]]) }),
  });
  const { $schema: _, ...schema } = z.toJSONSchema(narrowed, { io: 'output', target: 'draft-2020-12' }) as JsonObject;
  return { title: 'Error', ...schema };
}
const INTERNAL_ERROR = error('An unexpected failure on the server; nothing about it is disclosed', ['internal_error']);
/** The optimizer's codes answered with one status. */
const optimizerCodes = (status: number) =>
  Object.entries(OPTIMIZE_ERROR_STATUS)
    .filter(([, candidate]) => candidate === status)
    .map(([code]) => code);
const header = (description: string, schema: JsonObject = { type: 'string' }, required = true) => ({ description, required, schema });
const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before retrying', { type: 'integer', minimum: 1 }) };
const CORS = { 'Access-Control-Allow-Origin': header('Always *: the APIs are public and keyless', { type: 'string', const: '*' }) };

/** The OpenAPI 3.1 description of the site's HTTP APIs, from the owner content and the site URL. */
export function buildOpenApi(owner: OwnerContent, siteUrl: string): JsonObject {
  const { optimizer } = owner.site.features;
  const email = emailAddress(owner.contact.channels);
  // description fields are CommonMark: the owner's words stay text there.
  const name = markdownText(owner.profile.name);
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${owner.profile.name}: public API`,
      version: API_VERSION,
      summary: `Public, keyless APIs of ${owner.profile.name}'s portfolio and developer portal.`,
      description: [
        `Machine-readable access to public information about ${name} (${markdownText(owner.profile.headline)}).`,
        'No endpoint needs a credential. Errors are JSON: `{"error": {"code", "message", "details"}}`.',
        `An MCP server with the same information is at ${absoluteUrl('/mcp', siteUrl)}; its card is at ${absoluteUrl('/mcp/server-card', siteUrl)}.`,
      ].join('\n\n'),
      contact: { name: owner.profile.name, url: absoluteUrl('/contact', siteUrl), ...(email ? { email } : {}) },
    },
    servers: [{ url: new URL(siteUrl).origin, description: 'Production' }],
    tags: [
      { name: 'codehost', description: `${name}'s public activity on GitHub.` },
      ...(optimizer
        ? [
            {
              name: 'optimizer',
              description: 'Educational mean-variance optimizer for Argentine instruments priced in ARS. Not investment advice.',
            },
          ]
        : []),
    ],
    security: [],
    paths: {
      ...codehostPath(owner),
      ...(optimizer ? optimizerPath() : {}),
    },
    components: {
      schemas: componentSchemas([
        [CodehostActivitySchema, 'output'],
        ...(optimizer ? [[OptimizeRequestSchema, 'input'] as const, [OptimizeResponseSchema, 'output'] as const] : []),
      ]),
    },
  };
}

/** GET /api/codehost, with an example made from the owner's own projects. */
function codehostPath(owner: OwnerContent): JsonObject {
  return {
    '/api/codehost': {
      get: {
        operationId: 'getCodehostActivity',
        tags: ['codehost'],
        summary: 'Public GitHub activity',
        description:
          'Repository count, language mix (integer percentages of own, non-fork, non-archived repositories, summing to 100), the 10 latest pushes, and live demos (featured projects first). Cached for an hour in memory, in a store every function instance shares (refreshed hourly by a scheduled function), and by the CDN (`s-maxage=3600`); when GitHub fails, the last good result is served with `X-Cache-Status: stale`, and without one the answer is 503.',
        parameters: [
          {
            name: 'If-None-Match',
            in: 'header',
            required: false,
            description: 'An ETag from an earlier response',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The activity',
            headers: {
              ETag: header('Strong validator of this body'),
              'Cache-Control': header('Browser caching', { type: 'string', const: 'public, max-age=300' }),
              'X-Cache-Status': header('Where the data came from', { type: 'string', enum: ['hit', 'miss', 'revalidated', 'stale'] }),
              ...CORS,
            },
            content: jsonContent(ref('CodehostActivity'), { activity: codehostExample(owner) }),
          },
          '304': { description: 'Not modified: the If-None-Match ETag is current', headers: { ETag: header('The current ETag') } },
          '405': error('Only GET and HEAD are allowed', ['method_not_allowed'], {
            Allow: header('Allowed methods', { type: 'string', const: 'GET, HEAD' }),
          }),
          '500': INTERNAL_ERROR,
          '503': error(
            'GitHub is unavailable, slow, rate-limited (or asked us to wait), or the user does not exist, and nothing is cached',
            Object.values(UNAVAILABLE_CODES),
            RETRY_AFTER,
            codehostErrorExamples(owner),
          ),
        },
      },
    },
  };
}

/** POST /api/portfolio/optimize: only while the optimizer is switched on. */
function optimizerPath(): JsonObject {
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
          content: jsonContent(ref('OptimizeRequest'), { threeInstruments: optimizeRequestExample }),
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
          '400': error('The body is missing, not JSON, or not a valid request', optimizerCodes(400)),
          '405': error('Only POST is allowed', optimizerCodes(405), {
            Allow: header('Allowed methods', { type: 'string', const: 'POST' }),
          }),
          '413': error(`The body is larger than ${MAX_BODY_BYTES} bytes`, optimizerCodes(413)),
          '415': error('The body is not declared as application/json', optimizerCodes(415)),
          '422': error('Unknown or non-ARS tickers, or fewer than 30 common dates', optimizerCodes(422)),
          '500': INTERNAL_ERROR,
          '502': error('The solver could not optimise these series', optimizerCodes(502)),
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
