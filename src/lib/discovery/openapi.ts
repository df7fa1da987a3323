import * as z from '../schema/z.ts';
import { CodehostActivitySchema } from '../codehost/schema.ts';
import { UNAVAILABLE_CODES } from '../codehost/handler.ts';
import { openApiParts } from '../../capabilities/build-registry.ts';
import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';
import { codehostErrorExamples, codehostExample } from './openapi-examples.ts';
import { CORS, error, header, INTERNAL_ERROR, type JsonObject, jsonContent, RETRY_AFTER, ref } from './openapi-parts.ts';
import { emailAddress } from '../owner/contact.ts';
import { markdownText } from '../markdown/escape.ts';

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

/** The OpenAPI 3.1 description of the site's HTTP APIs, from the owner content and the site URL. */
export function buildOpenApi(owner: OwnerContent, siteUrl: string): JsonObject {
  // What the owner's capabilities add (the optimizer's POST /api/portfolio/optimize, say).
  const parts = openApiParts(owner);
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
    tags: [{ name: 'codehost', description: `${name}'s public activity on GitHub.` }, ...parts.map((part) => part.tag)],
    security: [],
    paths: {
      ...codehostPath(owner),
      ...Object.assign({}, ...parts.map((part) => part.paths)),
    },
    components: {
      schemas: componentSchemas([[CodehostActivitySchema, 'output'], ...parts.flatMap((part) => part.schemas)]),
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
