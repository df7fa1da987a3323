import { afterAll, beforeAll, test } from 'vitest';
import { owner } from '../src/data/owner.ts';
import { GitHubClient } from '../src/lib/codehost/github-client.ts';
import { CodehostService } from '../src/lib/codehost/service.ts';
import { createCodehostHandler } from '../src/lib/codehost/handler.ts';
import { createMcpHandler } from '../src/lib/mcp/handler.ts';
import { mcpOptions } from '../tests/support/mcp-content.ts';
import { startFakeGitHub, type FakeGitHub } from '../tests/support/fake-github.ts';

let github: FakeGitHub;
let codehost: (request: Request) => Promise<Response>;

beforeAll(async () => {
  github = await startFakeGitHub();
  const client = new GitHubClient({ baseUrl: github.url, userAgent: 'bench' });
  codehost = createCodehostHandler(new CodehostService({ client, user: 'octocat', projects: owner.projects }), 'octocat');
  await codehost(new Request('https://site.test/api/codehost')); // fill the memory cache
});
afterAll(() => github.close());

test('GET /api/codehost handler, memory cache hit', async ({ bench }) => {
  await bench('cached /api/codehost (200 with body)', async () => {
    await (await codehost(new Request('https://site.test/api/codehost'))).arrayBuffer();
  }).run();
});

// One handler per instance (tool table and schemas built once), a fresh server and transport per request, as in production.
const mcp = createMcpHandler(mcpOptions());
const toolsCall = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'list_projects', arguments: { featured: true } },
});

test('POST /mcp handler, one tools/call (fresh server and transport, as in production)', async ({ bench }) => {
  await bench('MCP tools/call list_projects', async () => {
    const response = await mcp(
      new Request('https://site.test/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
        },
        body: toolsCall,
      }),
    );
    await response.arrayBuffer();
  }).run();
});
