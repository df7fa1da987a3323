import { CORS, error, header, INTERNAL_ERROR, type JsonObject, jsonContent, RETRY_AFTER, ref } from '../../lib/discovery/openapi-parts.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { UNAVAILABLE_CODES } from './core/handler.ts';
import { codehostErrorExamples, codehostExample } from './openapi-examples.ts';

/** GET /api/codehost, with an example made from the owner's own projects. */
export function codehostPaths(owner: OwnerContent): JsonObject {
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
