import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { siteOpenApi } from '../../../src/capabilities/build-parts.ts';
import { OptimizeRequestSchema, OptimizeResponseSchema } from '../../../src/capabilities/optimizer/core/schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as untyped JSON.
type Json = Record<string, any>;

// The example owner has the optimizer on, so both operations are described.
const owner = fixtureOwners.example;
const doc = siteOpenApi(owner, 'https://site.test') as Json;

describe("/openapi.json: the optimizer's operation", () => {
  it('is described, with its tag', () => {
    expect(doc.paths['/api/portfolio/optimize'].post).toMatchObject({ operationId: 'optimizePortfolio', tags: ['optimizer'] });
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('optimizer');
  });

  it('lists, for every error status, the exact error codes the function can answer it with', () => {
    const codes = (status: string) =>
      doc.paths['/api/portfolio/optimize'].post.responses[status].content['application/json'].schema.properties.error.properties.code.enum;
    const upstream = ['upstream_unreachable', 'upstream_timeout', 'upstream_error', 'upstream_rate_limited', 'upstream_malformed'];
    expect(codes('400')).toEqual(['invalid_request', 'missing_body', 'invalid_json']);
    expect(codes('422')).toEqual(['unknown_tickers', 'insufficient_overlap', 'optimization_failed']);
    expect(codes('503')).toEqual([...upstream, 'upstream_rejected']);
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

  it('describes every status the function sends', () => {
    expect(Object.keys(doc.paths['/api/portfolio/optimize'].post.responses).sort()).toEqual([
      '200',
      '400',
      '405',
      '413',
      '415',
      '422',
      '500',
      '503',
    ]);
  });

  it('takes its schemas from the same zod schemas the function validates with', async () => {
    const { z } = await import('zod');
    const strip = (json: Json) => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
    expect(doc.components.schemas.OptimizeRequest).toEqual(
      strip(z.toJSONSchema(OptimizeRequestSchema, { io: 'input' })).$defs.OptimizeRequest,
    );
    expect(doc.components.schemas.OptimizeResponse).toEqual(
      strip(z.toJSONSchema(OptimizeResponseSchema, { io: 'output' })).$defs.OptimizeResponse,
    );
  });
});
