import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { siteOpenApi } from '../../../src/capabilities/build-parts.ts';
import { CodehostActivitySchema } from '../../../src/capabilities/activity/core/schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as untyped JSON.
type Json = Record<string, any>;

// The example owner has the activity on, so its operation is described.
const doc = siteOpenApi(fixtureOwners.example, 'https://site.test') as Json;
const operation = () => doc.paths['/api/codehost'].get;

describe("/openapi.json: the code activity's operation", () => {
  it('is GET /api/codehost, tagged codehost, the first tag', () => {
    expect(operation()).toMatchObject({ operationId: 'getCodehostActivity', tags: ['codehost'] });
    expect(doc.tags[0].name).toBe('codehost');
  });

  it('lists, for every error status, the exact error codes the function can answer it with', () => {
    const codes = (status: string) =>
      operation().responses[status].content['application/json'].schema.properties.error.properties.code.enum;
    const upstream = ['upstream_unreachable', 'upstream_timeout', 'upstream_error', 'upstream_rate_limited', 'upstream_malformed'];
    expect(codes('503')).toEqual([...upstream, 'unknown_user', 'upstream_rejected']);
    expect(codes('500')).toEqual(['internal_error']);
  });

  it('rejects a response whose error code the operation does not list', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    const schema = JSON.parse(
      JSON.stringify(operation().responses['500'].content['application/json'].schema).replaceAll('"#/components/', '"openapi#/components/'),
    );
    const validate = ajv.compile(schema);
    expect(validate({ error: { code: 'internal_error', message: 'x' } })).toBe(true);
    expect(validate({ error: { code: 'upstream_timeout', message: 'x' } })).toBe(false);
  });

  it('describes every status the function sends', () => {
    expect(Object.keys(operation().responses).sort()).toEqual(['200', '304', '405', '500', '503']);
  });

  it('takes its schema from the zod schema the function validates with', () => {
    const strip = (json: Json) => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
    expect(doc.components.schemas.CodehostActivity).toEqual(
      strip(z.toJSONSchema(CodehostActivitySchema, { io: 'output' })).$defs.CodehostActivity,
    );
  });
});
