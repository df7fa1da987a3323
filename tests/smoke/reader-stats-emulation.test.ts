import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../support/local-stack.ts';

// Netlify's emulation runs each function invocation in a fresh worker: what a function counts
// reaches Blobs only through its waitUntil, after the response. (The emulation gives edge
// functions no variable from this process, so pages and documents are not counted here: the
// in-process stack and the Deno driver test that; see docs/privacy.md.)

const TOKEN = 'smoke-token-0123456789';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ STATS_TOKEN: TOKEN });
}, 90_000);
afterAll(() => stack?.stop());

const mcpCall = (client: string) =>
  fetch(new URL('/mcp', stack.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: client, version: '1' } },
    }),
  });

async function initializeCount(client: string): Promise<number> {
  const response = await fetch(new URL('/api/stats?days=1', stack.url), { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status, stack.output()).toBe(200);
  const { rows } = (await response.json()) as { rows: [string, string, string, string, number][] };
  return rows.filter((row) => row[2] === 'initialize' && row[3] === `${client} (2025-11-25)`).reduce((sum, row) => sum + row[4], 0);
}

describe('reader statistics on the emulation', () => {
  it('counts MCP messages in function instances that end with the response, and answers the token alone', async () => {
    const client = `smoke-${Date.now()}`;
    for (let n = 0; n < 2; n++) expect((await mcpCall(client)).status).toBe(200);
    // The writes happen after the responses, in the workers' waitUntil: wait for them, up to 20 s.
    const deadline = Date.now() + 20_000;
    let counted = await initializeCount(client);
    while (counted < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      counted = await initializeCount(client);
    }
    expect(counted).toBe(2);
    expect((await fetch(new URL('/api/stats', stack.url))).status).toBe(401);
  }, 60_000);
});
