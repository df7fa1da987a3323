import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mcpOptions } from '../support/mcp-content.ts';
import { siteMcpHandler } from '../../src/capabilities/mcp.ts';
import { contentType, request } from '../support/fuzz-inputs.ts';

// A capability's own API is fuzzed with its tests (tests/integration/<name>/).

/** Strings that break paths, parsers and prototypes, mixed with arbitrary text. */
const hostile = [
  '../../x',
  '..%2Fsecret',
  '%2e%2e',
  '/etc/passwd',
  'x/../../y',
  'x?x=1',
  'x#',
  'x\u0000',
  '\u202eNOOT',
  'ｔｏｏｌ',
  'x\n',
  '😀',
  '__proto__',
  'constructor',
  'prototype',
  'A'.repeat(13),
  'A'.repeat(10_000),
  '',
  ' ',
  'null',
  '{}',
];
const hostileString = fc.oneof(
  fc.constantFrom(...hostile),
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.stringMatching(/^[A-Z0-9]{1,12}$/),
);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, fc.double(), fc.constant(undefined));

describe('fuzzing the MCP endpoint', () => {
  const mcp = siteMcpHandler(mcpOptions());
  const method = fc.oneof(
    fc.constantFrom(
      'initialize',
      'tools/list',
      'tools/call',
      'resources/list',
      'resources/read',
      'ping',
      'prompts/list',
      'notifications/initialized',
      'logging/setLevel',
      '__proto__',
      '',
    ),
    fc.string({ maxLength: 30 }),
  );
  const params = fc.oneof(
    fc.record(
      {
        name: fc.oneof(
          fc.constantFrom('get_profile', 'list_projects', 'get_contact', 'list_developer_resources', 'nope', '__proto__'),
          fc.string(),
        ),
        arguments: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ tag: anyValue, featured: anyValue }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    ),
    fc.record({
      uri: fc.oneof(
        fc.constantFrom('https://site.test/index.md', 'file:///etc/passwd', '../../dist/index.md', 'https://site.test/../secret.md'),
        fc.string(),
      ),
    }),
    fc.record(
      {
        protocolVersion: fc.oneof(fc.constantFrom('2025-06-18', '2025-11-25', '1999-01-01'), fc.string()),
        capabilities: fc.jsonValue({ maxDepth: 2 }),
        clientInfo: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const message = fc.record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue({ maxDepth: 1 })),
      id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue({ maxDepth: 1 })),
      method,
      params,
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    message.map((m) => JSON.stringify(m)),
    fc.array(message, { maxLength: 5 }).map((batch) => JSON.stringify(batch)),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"__proto__":{"polluted":true}}}',
      '['.repeat(5_000) + ']'.repeat(5_000),
      'x'.repeat(70_000),
      '',
    ),
    fc.string({ maxLength: 200 }),
  );
  const accept = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json, text/event-stream') },
    { weight: 1, arbitrary: fc.constantFrom('application/json', '*/*', '') },
  );
  const version = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('2025-06-18', '2025-11-25') },
    { weight: 1, arbitrary: fc.constantFrom('1999-01-01', 'garbage', '') },
  );

  it('answers thousands of malformed requests with 2xx/4xx and JSON-RPC errors, never a 5xx', { timeout: 180_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, contentType, accept, version, async (text, type, acceptHeader, protocol) => {
        const headers: Record<string, string> = {};
        if (acceptHeader) headers.accept = acceptHeader;
        if (protocol) headers['mcp-protocol-version'] = protocol;
        const response = await mcp(request('/mcp', text, type, headers));
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        expect([200, 202, 400, 404, 406, 413, 415]).toContain(response.status);
        const raw = await response.text();
        if (raw) expect(JSON.parse(raw)).toEqual(expect.anything());
      }),
      { numRuns: 2_000 },
    );
    console.log('MCP fuzz statuses', Object.fromEntries(seen));
    expect(seen.get(200), 'enough requests reach the tools').toBeGreaterThan(50);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
