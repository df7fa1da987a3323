import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function conformance(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@modelcontextprotocol/conformance/dist/index.js', 'server', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('official MCP conformance suite against the local stack', () => {
  // About 4 minutes: the local emulation starts a worker for every request.
  it('passes every scenario except the documented expected failures', { timeout: 20 * 60_000 }, async () => {
    const { code, output } = await conformance([
      '--url',
      new URL('/mcp', baseUrl()).href,
      '--expected-failures',
      'conformance-baseline.yml',
    ]);
    const plain = stripVTControlCharacters(output);
    const summary = plain.slice(plain.indexOf('=== SUMMARY ==='));
    console.log(summary.trim());
    expect(summary, plain.slice(-4000)).toMatch(/Total: \d+ passed, \d+ failed/);
    expect(code, summary).toBe(0);
  });
});
