import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { ErrorBodySchema } from '../../src/lib/http/error-schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as untyped JSON.
type Json = Record<string, any>;

// The example owner, every feature on: every capability's operations are described, whichever
// capabilities the template has (each checks its own operation with its tests, tests/unit/<name>/).
const owner = fixtureOwners.example;
const doc = siteOpenApi(owner, 'https://site.test') as Json;
const operations = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  Object.entries<Json>(item).map(([method, operation]) => ({ path, method, operation })),
);
const errorResponses = operations.flatMap(({ path, operation }) =>
  Object.entries<Json>(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => ({ where: `${path} ${status}`, schema: response.content['application/json'].schema })),
);

describe('/openapi.json', () => {
  it('is OpenAPI 3.1.0, version 1.0.0, with its operations, their tags and the site as server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.info.title).toContain(owner.profile.name);
    expect(doc.servers).toEqual([{ url: 'https://site.test', description: 'Production' }]);
    for (const { operation } of operations)
      expect(operation).toMatchObject({ operationId: expect.any(String), tags: [expect.any(String)] });
    // A tag for each capability's operations, each used, in the order of the operations.
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual([...new Set(operations.flatMap(({ operation }) => operation.tags))]);
  });

  it('describes every status the functions send, each with a schema or no body, and an example', () => {
    for (const { path, operation } of operations) {
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        if (status === '304') continue;
        const media = response.content['application/json'];
        expect(media.schema, `${path} ${status}`).toBeDefined();
        expect(Object.keys(media.examples ?? {}).length, `${path} ${status} example`).toBeGreaterThan(0);
      }
    }
  });

  it('rejects an error response whose code the status does not list', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    for (const { where, schema } of errorResponses) {
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')));
      const [listed] = schema.properties.error.properties.code.enum as string[];
      expect(validate({ error: { code: listed, message: 'x' } }), where).toBe(true);
      expect(validate({ error: { code: 'no_such_code', message: 'x' } }), where).toBe(false);
    }
  });

  it('inlines the Error schema of the functions in every error response, with its own code enum', () => {
    const strip = (json: Json) => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
    const generic = strip(z.toJSONSchema(ErrorBodySchema, { io: 'output' })).$defs.Error;
    for (const { where, schema } of errorResponses) {
      const { title: _, ...errorSchema } = schema;
      expect(
        {
          ...errorSchema,
          properties: {
            error: {
              ...errorSchema.properties.error,
              properties: { ...errorSchema.properties.error.properties, code: generic.properties.error.properties.code },
            },
          },
        },
        where,
      ).toEqual({ ...generic, title: undefined, id: undefined });
    }
  });
});
