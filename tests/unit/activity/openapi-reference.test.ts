import { describe, expect, it } from 'vitest';
import { siteOpenApi } from '../../../src/capabilities/build-parts.ts';
import { type FieldRow, type Json, operations } from '../../../src/lib/discovery/openapi-reference.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

// The example owner (GitHub user octocat, every feature on).
const owner = fixtureOwners.example;

const byName = (rows: FieldRow[]) => Object.fromEntries(rows.map((row) => [row.name, row]));

describe("operations() on the site OpenAPI document: the code activity's", () => {
  const doc = siteOpenApi(owner, 'https://site.test') as Json;
  const view = operations(doc).find((candidate) => candidate.operationId === 'getCodehostActivity')!;

  it('lists it first, with its method, path, tag and summary', () => {
    expect(operations(doc)[0]).toMatchObject({
      method: 'GET',
      path: '/api/codehost',
      operationId: 'getCodehostActivity',
      tags: ['codehost'],
    });
    expect(view.summary).toBe('Public GitHub activity');
    expect(view.description).toHaveLength(1);
  });

  it('has no request fields, and describes its 200 fields: integers, arrays of objects', () => {
    expect(view.requestFields).toEqual([]);
    const fields = byName(view.responseFields);
    expect(Object.keys(fields)).toEqual(Object.keys(doc.components.schemas.CodehostActivity.properties));
    expect(fields.publicRepos).toMatchObject({ type: 'integer', required: true });
    expect(fields.recentPushes).toMatchObject({ type: 'object[]', description: 'Latest pushes, newest first' });
  });

  it('names the headers of each response', () => {
    const response = (status: string) => view.responses.find((r) => r.status === status)!;
    expect(response('200').headers).toEqual(['ETag', 'Cache-Control', 'X-Cache-Status', 'Access-Control-Allow-Origin']);
    expect(response('304').headers).toEqual(['ETag']);
    expect(response('405').headers).toEqual(['Allow']);
    expect(response('503').headers).toEqual(['Retry-After']);
  });
});
