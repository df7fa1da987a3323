import { isLegacyRequest } from '@modelcontextprotocol/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownEra } from '../../src/lib/mcp/era.ts';

const CLAIM = 'io.modelcontextprotocol/protocolVersion';
const envelope = {
  [CLAIM]: '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1' },
};

const post = (header: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  new Request('https://site.test/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { 'mcp-protocol-version': header }), ...headers },
    body: JSON.stringify(body),
  });

async function sdkEra(header: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return (await isLegacyRequest(post(header, body, headers), body)) ? 'legacy' : 'modern';
}

const versions = fc.constantFrom(
  undefined,
  '',
  '2024-11-05',
  '2025-06-18',
  '2025-11-25',
  '2026-07-28',
  ' 2026-07-28\t',
  '2027-01-01',
  'latest',
);
/** Mostly what clients send; now and then one part of it wrong. */
const usually = <T, U>(common: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 4, arbitrary: common }, { weight: 1, arbitrary: odd });
const ids = usually(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), fc.constantFrom(1.5, true, null, 2 ** 53 + 2));
const metas = fc.oneof(
  fc.constant(envelope),
  fc.constant({ [CLAIM]: 42 }),
  fc.constant({ [CLAIM]: '2025-11-25' }),
  fc.constant({ progressToken: 1 }),
  fc.constant({}),
  fc.constant([]),
  fc.constant(null),
);
const params = fc.oneof(
  fc.constant(undefined),
  fc.constant({}),
  fc.constant({ name: 'list_projects', arguments: {} }),
  fc.record({ name: fc.constant('list_projects'), _meta: metas }),
  fc.constantFrom([], 'text'),
);
/** A key a request must not have, rarely. */
const stray = (value: unknown) => usually(fc.constant(undefined), fc.constant(value));
const messages = fc
  .record({
    jsonrpc: usually(fc.constant('2.0'), fc.constantFrom('1.0', 2)),
    id: usually(ids, fc.constant(undefined)),
    method: usually(fc.constantFrom('tools/call', 'initialize', 'server/discover', 'notifications/initialized', 'ping'), fc.integer()),
    params,
    result: stray({}),
    error: stray({ code: -32601, message: 'x' }),
    extra: stray(true),
  })
  // Absent, not undefined: JSON has no undefined.
  .map((message) => JSON.parse(JSON.stringify(message)));
const bodies = fc.oneof(messages, fc.constantFrom(null, 'text', 7, true));

describe('knownEra: the SDK predicate, without its parsing, where the answer is plain', () => {
  it('never disagrees with the SDK’s isLegacyRequest', async () => {
    await fc.assert(
      fc.asyncProperty(versions, bodies, async (header, body) => {
        const fast = knownEra(header ?? null, body);
        if (fast !== undefined) expect(fast).toBe(await sdkEra(header, body));
      }),
      { numRuns: 3000 },
    );
  });

  it('decides the requests clients actually send, in both generations', async () => {
    const legacyCall = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_projects', arguments: {} } };
    const modernCall = { ...legacyCall, params: { ...legacyCall.params, _meta: envelope } };
    const cases = [
      ['2025-11-25', legacyCall, 'legacy'],
      [undefined, legacyCall, 'legacy'],
      [undefined, { jsonrpc: '2.0', id: 'a', method: 'initialize', params: { protocolVersion: '2025-11-25' } }, 'legacy'],
      ['2026-07-28', modernCall, 'modern'],
      ['2026-07-28', { ...modernCall, method: 'server/discover', params: { _meta: envelope } }, 'modern'],
    ] as const;
    for (const [header, body, era] of cases) {
      expect(knownEra(header ?? null, body)).toBe(era);
      expect(await sdkEra(header, body)).toBe(era);
    }
  });

  it.each([
    ['a combined header, legacy first', '2025-11-25, 2026-07-28', {}, {}],
    ['a combined header, modern first', '2026-07-28, 2025-11-25', {}, {}],
    ['a header of one character', '2', {}, {}],
    ['an Mcp-Method header that disagrees with a legacy body', '2025-11-25', {}, { 'mcp-method': 'tools/list' }],
    ['an Mcp-Name header on a legacy body', '2025-11-25', {}, { 'mcp-name': 'other' }],
    ['a __proto__ key in the body', undefined, JSON.parse('{"__proto__": {}}'), {}],
    [
      'params whose __proto__ key holds the claim',
      undefined,
      { params: JSON.parse('{"__proto__": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}}') },
      {},
    ],
    [
      'a claim inside _meta.__proto__',
      undefined,
      { params: { _meta: JSON.parse('{"__proto__": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}') } },
      {},
    ],
    ['an id of -0', undefined, { id: -0 }, {}],
    ['an id of 2^53', undefined, { id: 2 ** 53 }, {}],
  ])('agrees with the SDK on %s', async (_, header, change, headers) => {
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_projects' }, ...change };
    const fast = knownEra(header ?? null, body);
    if (fast !== undefined) expect(fast).toBe(await sdkEra(header, body, headers));
  });

  it('leaves what it cannot decide cheaply to the SDK', () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} };
    expect(knownEra('2026-07-28', call)).toBeUndefined(); // a modern header without the envelope
    expect(knownEra(null, { ...call, id: true })).toBeUndefined();
    expect(knownEra(null, { ...call, params: [] })).toBeUndefined();
    expect(knownEra(null, { ...call, extra: 1 })).toBeUndefined();
    expect(knownEra(null, { jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
    expect(knownEra(null, { ...call, method: 'initialize', params: { _meta: envelope } })).toBeUndefined();
    expect(knownEra(null, [call])).toBeUndefined();
  });
});
