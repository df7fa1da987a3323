import { test } from 'vitest';
import { siteMcpHandler } from '../src/capabilities/mcp.ts';
import { mcpOptions } from '../tests/support/mcp-content.ts';

// One handler per instance (tool table and schemas built once), a fresh server and transport per request, as in production.
const mcp = siteMcpHandler(mcpOptions());
const call = { name: 'list_projects', arguments: { featured: true } };
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
};
/** Long enough for the JIT and the GC to settle: the first second of a fresh handler is not its steady state. */
const STEADY = { warmupTime: 1_000, time: 3_000 };
const eras = {
  '2025-11-25': {
    headers: { 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: call }),
  },
  '2026-07-28': {
    headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': call.name },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { ...call, _meta: ENVELOPE } }),
  },
};

test.for(Object.entries(eras))(
  'POST /mcp handler, one tools/call, protocol %s (fresh server per request, as in production)',
  async ([era, { headers, body }], { bench }) => {
    await bench(`MCP tools/call list_projects, ${era}`, async () => {
      const response = await mcp(
        new Request('https://site.test/mcp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
          body,
        }),
      );
      await response.arrayBuffer();
    }).run(STEADY);
  },
);
