import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendResponse, toFetchRequest } from '../../scripts/lib/node-bridge.ts';
import { siteMcpHandler } from '../../src/capabilities/mcp.ts';
import { withConformanceFixtures } from '../support/conformance-fixtures.ts';
import { baseUrl } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { mcpOptions } from '../support/mcp-content.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const CONFORMANCE_CLI = require.resolve('@modelcontextprotocol/conformance/dist/index.js');
const REVISIONS = ['2025-11-25', '2026-07-28'] as const;

function conformance(url: string, revision: string, baseline: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const args = ['server', '--url', url, '--requirements', revision, '--expected-failures', baseline];
    const child = spawn(process.execPath, [CONFORMANCE_CLI, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function expectConformance(url: string, revision: string, baseline: string) {
  const { code, output } = await conformance(url, revision, baseline);
  const plain = stripVTControlCharacters(output);
  const summary = plain.slice(plain.indexOf('=== SUMMARY ==='));
  console.log(`${revision} against ${url}\n${summary.trim()}`);
  expect(summary, plain.slice(-4000)).toMatch(/Total: \d+ passed, \d+ failed/);
  expect(code, summary).toBe(0);
}

describe('official MCP conformance suite, against the production server on the local stack', () => {
  it.each(REVISIONS)('--requirements %s passes everything outside its baseline', { timeout: 5 * 60_000 }, async (revision) => {
    await expectConformance(new URL('/mcp', baseUrl()).href, revision, `tests/conformance/production-${revision}.yml`);
  });
});

describe('official MCP conformance suite, against the same factory and transport with the suite fixtures', () => {
  let fixture: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    let origin = '';
    const handler = siteMcpHandler({ ...mcpOptions(), extendCatalog: withConformanceFixtures });
    fixture = await listenOnLoopback(
      createServer(async (req, res) => sendResponse(res, await handler(await toFetchRequest(req, origin, 10_000)), req.method)),
    );
    origin = fixture.url;
  });
  afterAll(() => fixture.close());

  it.each(REVISIONS)('--requirements %s passes everything outside its baseline', { timeout: 5 * 60_000 }, async (revision) => {
    await expectConformance(`${fixture.url}/mcp`, revision, `tests/conformance/fixture-${revision}.yml`);
  });
});
