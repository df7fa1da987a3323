import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { CodehostActivitySchema } from '../../src/capabilities/activity/core/schema.ts';
import { OptimizeRequestSchema, OptimizeResponseSchema } from '../../src/capabilities/optimizer/core/schema.ts';
import { ErrorBodySchema } from '../../src/lib/http/error-schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as untyped JSON.
type Json = Record<string, any>;

// The example owner has the optimizer on, so both operations are described.
const owner = fixtureOwners.example;
const doc = siteOpenApi(owner, 'https://site.test') as Json;

describe('/openapi.json', () => {
  it('is OpenAPI 3.1.0, version 1.0.0, with the two operations, their tags and the site as server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.info.title).toContain(owner.profile.name);
    expect(doc.servers).toEqual([{ url: 'https://site.test', description: 'Production' }]);
    expect(doc.paths['/api/codehost'].get).toMatchObject({ operationId: 'getCodehostActivity', tags: ['codehost'] });
    expect(doc.paths['/api/portfolio/optimize'].post).toMatchObject({ operationId: 'optimizePortfolio', tags: ['optimizer'] });
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual(['codehost', 'optimizer']);
  });

  it('lists, for every error status, the exact error codes the function can answer it with', () => {
    const codes = (path: string, method: string, status: string) =>
      doc.paths[path][method].responses[status].content['application/json'].schema.properties.error.properties.code.enum;
    const upstream = ['upstream_unreachable', 'upstream_timeout', 'upstream_error', 'upstream_rate_limited', 'upstream_malformed'];
    expect(codes('/api/codehost', 'get', '503')).toEqual([...upstream, 'unknown_user', 'upstream_rejected']);
    expect(codes('/api/codehost', 'get', '500')).toEqual(['internal_error']);
    expect(codes('/api/portfolio/optimize', 'post', '400')).toEqual(['invalid_request', 'missing_body', 'invalid_json']);
    expect(codes('/api/portfolio/optimize', 'post', '422')).toEqual(['unknown_tickers', 'insufficient_overlap']);
    expect(codes('/api/portfolio/optimize', 'post', '503')).toEqual([...upstream, 'upstream_rejected']);
  });

  it('rejects a response whose error code the operation does not list', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    const schema = JSON.parse(
      JSON.stringify(doc.paths['/api/portfolio/optimize'].post.responses['422'].content['application/json'].schema).replaceAll(
        '"#/components/',
        '"openapi#/components/',
      ),
    );
    const validate = ajv.compile(schema);
    expect(validate({ error: { code: 'unknown_tickers', message: 'x' } })).toBe(true);
    expect(validate({ error: { code: 'upstream_timeout', message: 'x' } })).toBe(false);
  });

  it('describes every status the functions send, each with a schema or no body, and an example', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/api/codehost', 'get')).toEqual(['200', '304', '405', '500', '503']);
    expect(statuses('/api/portfolio/optimize', 'post')).toEqual(['200', '400', '405', '413', '415', '422', '500', '502', '503']);
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const operation of Object.values<Json>(item)) {
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          if (status === '304') continue;
          const media = response.content['application/json'];
          expect(media.schema, `${path} ${status}`).toBeDefined();
          expect(Object.keys(media.examples ?? {}).length, `${path} ${status} example`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('takes its schemas from the same zod schemas the functions validate with', async () => {
    const { z } = await import('zod');
    const strip = (json: Json) => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
    expect(doc.components.schemas.CodehostActivity).toEqual(
      strip(z.toJSONSchema(CodehostActivitySchema, { io: 'output' })).$defs.CodehostActivity,
    );
    expect(doc.components.schemas.OptimizeRequest).toEqual(
      strip(z.toJSONSchema(OptimizeRequestSchema, { io: 'input' })).$defs.OptimizeRequest,
    );
    expect(doc.components.schemas.OptimizeResponse).toEqual(
      strip(z.toJSONSchema(OptimizeResponseSchema, { io: 'output' })).$defs.OptimizeResponse,
    );
    // Error responses inline the Error schema with each operation's own code enum.
    const { title: _, ...errorSchema } = doc.paths['/api/codehost'].get.responses['503'].content['application/json'].schema;
    const generic = strip(z.toJSONSchema(ErrorBodySchema, { io: 'output' })).$defs.Error;
    expect({
      ...errorSchema,
      properties: {
        error: {
          ...errorSchema.properties.error,
          properties: { ...errorSchema.properties.error.properties, code: generic.properties.error.properties.code },
        },
      },
    }).toEqual({ ...generic, title: undefined, id: undefined });
  });
});
