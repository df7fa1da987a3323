import { describe, expect, it } from 'vitest';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { type FieldRow, type Json, operations } from '../../src/lib/discovery/openapi-reference.ts';

import { fixtureOwners } from '../fixtures/owners/index.ts';

// The example owner (GitHub user octocat, every feature on); an optional capability's operations: with its tests (tests/unit/<name>/).
const owner = fixtureOwners.example;

const byName = (rows: FieldRow[]) => Object.fromEntries(rows.map((row) => [row.name, row]));

describe('operations() on the site OpenAPI document', () => {
  const doc = siteOpenApi(owner, 'https://site.test') as Json;
  const views = operations(doc);

  it('lists one view per operation, with the method upper-cased, in document order', () => {
    const inDocument = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      Object.entries<Json>(item).map(([method, operation]) => [method.toUpperCase(), path, operation.operationId, operation.tags]),
    );
    expect(views.map((v) => [v.method, v.path, v.operationId, v.tags])).toEqual(inDocument);
  });

  it('splits the description into paragraphs', () => {
    for (const v of views) {
      const description = doc.paths[v.path][v.method.toLowerCase()].description as string;
      expect(v.description.join('\n\n'), v.operationId).toBe(description.trim());
    }
  });

  it('lists every response status of the document, with its description and header names', () => {
    for (const v of views) {
      const responses = doc.paths[v.path][v.method.toLowerCase()].responses as Json;
      expect(v.responses.map((r) => r.status)).toEqual(Object.keys(responses));
      for (const r of v.responses) expect(r.description, `${v.operationId} ${r.status}`).toBe(responses[r.status].description);
    }
  });
});

describe('operations() on hand-made documents', () => {
  const schemas: Json = {
    Request: {
      type: 'object',
      required: ['name', 'size', 'missing'],
      properties: {
        name: { type: 'string', description: 'The name' },
        size: { type: 'integer', default: 1, description: 'Defaulted, so optional' },
        alias: { $ref: '#/components/schemas/Alias' },
        plain: { $ref: '#/components/schemas/Plain', description: 'Sibling description' },
      },
    },
    Alias: { type: 'string', description: 'From the referenced schema' },
    Plain: { type: 'boolean' },
    Chain: { $ref: '#/components/schemas/Alias' },
    Thing: {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { const: 'thing' },
        zero: { const: 0 },
        off: { const: false },
        colour: { enum: ['red', 'blue', 3] },
        maybe: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Plain' }, { type: 'null' }] },
        list: { type: 'array', items: { $ref: '#/components/schemas/Chain' } },
        grid: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
        bare: { type: 'array' },
        map: { type: 'object', additionalProperties: { type: 'number' } },
        open: { type: 'object', additionalProperties: true },
        union: { type: ['string', 'null'] },
        anything: {},
        dangling: { $ref: '#/components/schemas/DoesNotExist' },
      },
    },
  };
  const doc: Json = {
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          tags: ['things', 'read'],
          summary: 'List things',
          description: 'First paragraph.\n\nSecond paragraph,\nwith a line break.',
          responses: {
            '200': {
              description: 'The things',
              headers: { ETag: { schema: { type: 'string' } }, 'X-Total': { schema: { type: 'integer' } } },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
            '404': { description: 'None' },
            default: {},
          },
        },
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Request' } } } },
          responses: { '200': { description: 'Plain text', content: { 'text/plain': { schema: { type: 'string' } } } } },
        },
      },
      '/empty': { delete: { operationId: 'bare' } },
    },
    components: { schemas },
  };
  const views = operations(doc);
  const view = (operationId: string) => views.find((candidate) => candidate.operationId === operationId)!;

  it('walks every path and method in order', () => {
    expect(views.map((v) => `${v.method} ${v.path}`)).toEqual(['GET /things', 'POST /things', 'DELETE /empty']);
    expect(view('listThings').tags).toEqual(['things', 'read']);
    expect(view('listThings').description).toEqual(['First paragraph.', 'Second paragraph,\nwith a line break.']);
  });

  it('renders const, enum, anyOf, arrays, maps, type lists and unknown schemas as readable types', () => {
    const types = Object.fromEntries(view('listThings').responseFields.map((row) => [row.name, row.type]));
    expect(types).toEqual({
      kind: '"thing"',
      zero: '0',
      off: 'false',
      colour: '"red" | "blue" | 3',
      maybe: 'string | boolean | null',
      list: 'string[]',
      grid: 'number[][]',
      bare: 'any[]',
      map: '{ [ticker]: number }',
      open: 'object',
      union: 'string | null',
      anything: 'any',
      dangling: 'any',
    });
  });

  it('marks only listed, non-defaulted properties as required', () => {
    const response = byName(view('listThings').responseFields);
    expect(
      Object.values(response)
        .filter((row) => row.required)
        .map((row) => row.name),
    ).toEqual(['kind']);
    const request = byName(view('createThing').requestFields);
    expect(request.name!.required).toBe(true);
    expect(request.size!.required).toBe(false);
    expect(request.alias!.required).toBe(false);
    expect(Object.keys(request)).not.toContain('missing');
  });

  it('takes a description from the referenced schema, else from the property, else empty', () => {
    const request = byName(view('createThing').requestFields);
    expect(request.name!.description).toBe('The name');
    expect(request.alias).toEqual({ name: 'alias', type: 'string', required: false, description: 'From the referenced schema' });
    expect(request.plain).toEqual({ name: 'plain', type: 'boolean', required: false, description: 'Sibling description' });
    expect(byName(view('listThings').responseFields).dangling!.description).toBe('');
  });

  it('has no response fields without a JSON 200 schema, and no request fields without a JSON body', () => {
    expect(view('createThing').responseFields).toEqual([]);
    expect(view('listThings').requestFields).toEqual([]);
  });

  it('lists responses with their header names, defaulting a missing description to empty', () => {
    expect(view('listThings').responses).toEqual([
      { status: '200', description: 'The things', headers: ['ETag', 'X-Total'] },
      { status: '404', description: 'None', headers: [] },
      { status: 'default', description: '', headers: [] },
    ]);
  });

  it('fills defaults for an operation with nothing but an id', () => {
    expect(view('bare')).toMatchObject({
      method: 'DELETE',
      path: '/empty',
      tags: [],
      summary: '',
      requestFields: [],
      responseFields: [],
      responses: [],
    });
  });

  it('marks every field optional when the schema lists none as required', () => {
    const [only] = operations({
      paths: {
        '/x': {
          put: {
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'string' }, b: {} } } } } },
          },
        },
      },
    });
    expect(only!.requestFields).toEqual([
      { name: 'a', type: 'string', required: false, description: '' },
      { name: 'b', type: 'any', required: false, description: '' },
    ]);
  });

  it('returns no views for a document without paths, and no fields for a schema without properties', () => {
    expect(operations({ openapi: '3.1.0' })).toEqual([]);
    const noProperties = operations({
      paths: { '/x': { get: { responses: { '200': { content: { 'application/json': { schema: { type: 'string' } } } } } } } },
    });
    expect(noProperties).toHaveLength(1);
    expect(noProperties[0]!.responseFields).toEqual([]);
  });
});
