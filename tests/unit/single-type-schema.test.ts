import { dictionaryFor } from '../../src/data/dictionaries.ts';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { argumentWords, createToolTable } from '../../src/lib/mcp/tool-table.ts';
import { toolSpecs } from '../../src/capabilities/mcp.ts';
import { singleTypeSchema } from '../../src/lib/schema/single-type.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { mcpOptions, SITE } from '../support/mcp-content.ts';
import { createDocumentIndex, siteDocuments } from '../../src/lib/mcp/documents.ts';

const ajv = new Ajv2020({ strict: false });

/** Every `type` in a schema that is not one name, by its path. */
function typeArrays(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => typeArrays(item, `${path}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const own = Array.isArray((node as { type?: unknown }).type) ? [path || '/'] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, value]) => (key === 'const' || key === 'enum' ? [] : typeArrays(value, `${path}/${key}`))),
  ];
}

describe('singleTypeSchema', () => {
  it('turns a type array into anyOf of single types, keeping the other keywords', () => {
    expect(singleTypeSchema({ type: ['number', 'null'], minimum: 0, description: 'd' })).toEqual({
      minimum: 0,
      description: 'd',
      anyOf: [{ type: 'number' }, { type: 'null' }],
    });
  });

  it('rewrites nested schemas, and leaves data keywords and single types alone', () => {
    const schema = {
      type: 'object',
      properties: {
        type: { type: ['string', 'null'] },
        items: { type: 'array', items: { type: ['integer', 'string'] } },
        fixed: { const: { type: ['a', 'b'] }, enum: [{ type: ['x'] }] },
      },
    };
    const rewritten = singleTypeSchema(schema);
    expect(typeArrays(rewritten)).toEqual([]);
    expect(rewritten.properties.fixed).toEqual(schema.properties.fixed);
    expect(rewritten.type).toBe('object');
    expect(schema.properties.type.type).toEqual(['string', 'null']);
  });

  it('keeps an existing anyOf, requiring both', () => {
    expect(singleTypeSchema({ type: ['string', 'null'], anyOf: [{ minLength: 1 }, { type: 'null' }] })).toEqual({
      allOf: [{ anyOf: [{ minLength: 1 }, { type: 'null' }] }, { anyOf: [{ type: 'string' }, { type: 'null' }] }],
    });
  });

  it.each([
    [{ type: ['number', 'null'], minimum: 1 }, [1, 5, null], [0, 'x', true]],
    [{ type: ['string', 'null'], anyOf: [{ minLength: 2 }, { type: 'null' }] }, ['ab', null], ['a', 3]],
    [{ type: 'object', properties: { a: { type: ['integer', 'boolean'] } } }, [{ a: 1 }, { a: true }, {}], [{ a: 1.5 }, { a: 'x' }]],
  ])('accepts and rejects the same values as the schema it came from: %j', (schema, valid, invalid) => {
    const original = ajv.compile(schema);
    const rewritten = ajv.compile(singleTypeSchema(schema));
    for (const value of [...valid, ...invalid]) expect(rewritten(value), JSON.stringify(value)).toBe(original(value));
    for (const value of valid) expect(rewritten(value)).toBe(true);
    for (const value of invalid) expect(rewritten(value)).toBe(false);
  });
});

describe.each(Object.entries(fixtureOwners))("the %s owner's tools", (_, owner) => {
  it('publish input and output schemas with one type name wherever a type is given', () => {
    const base = mcpOptions({ owner });
    const documents = createDocumentIndex(siteDocuments([], SITE), base.readFile);
    const { list } = createToolTable(toolSpecs({ ...base, documents }), argumentWords(dictionaryFor(owner.site.language)));
    for (const tool of list) {
      expect(typeArrays(tool.inputSchema), `${tool.name} input`).toEqual([]);
      expect(typeArrays(tool.outputSchema), `${tool.name} output`).toEqual([]);
    }
  });
});
