import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../src/data/site.ts';
import { baseUrl, get } from '../support/http.ts';
import { owner } from '../../src/data/owner.ts';
import { siteApis } from '../support/site-apis.ts';

const run = promisify(execFile);
const STATUS_MARK = '\n--status ';

/** The curl commands of the developer page's shell samples, as a reader copies them: one per command, continuation lines joined. */
async function curlExamples(): Promise<string[]> {
  const markdown = await (await get('/developers.md')).text();
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .flatMap((block) => block.replace(/\\\n\s*/g, '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('curl '));
}

/** Runs a sample in a shell exactly as written, pointed at the local stack instead of the production site. */
async function runAgainstStack(command: string) {
  // -q (first) skips any ~/.curlrc and --noproxy any proxy variables: the machine's curl setup stays out of it.
  const local = command
    .replaceAll(siteUrl, baseUrl().replace(/\/$/, ''))
    .replace(/^curl /, `curl -q --noproxy '*' -w '${STATUS_MARK}%{http_code}' `);
  const { stdout } = await run('sh', ['-c', local], { timeout: 20_000 });
  const at = stdout.lastIndexOf(STATUS_MARK);
  return { status: Number(stdout.slice(at + STATUS_MARK.length)), body: stdout.slice(0, at) };
}

const { features } = owner.site;
const examples = features.developers ? await curlExamples() : [];

describe.runIf(features.developers)('the developer page’s curl examples, run with curl against the local stack', () => {
  it('are there: one for each API, two for MCP, two for the Markdown twins', () => {
    expect(examples.filter((command) => command.includes('/api/'))).toHaveLength(siteApis(owner).length);
    expect(examples.filter((command) => command.includes('/mcp'))).toHaveLength(2);
    expect(examples.filter((command) => command.includes('/projects'))).toHaveLength(2);
  });

  it.each(examples)('%s', async (command) => {
    const { status, body } = await runAgainstStack(command);
    expect(status).toBe(200);
    const url = new URL(/https?:\/\/\S+/.exec(command)?.[0] ?? '');
    if (url.pathname === '/mcp') {
      const message = JSON.parse(body);
      expect(message.error).toBeUndefined();
      const method = JSON.parse(/-d '(.*)'$/.exec(command)?.[1] ?? '{}').method;
      expect(['server/discover', 'tools/call']).toContain(method);
      if (method === 'server/discover') expect(message.result.supportedVersions).toContain('2026-07-28');
      if (method === 'tools/call') {
        expect(message.result.isError).toBeFalsy();
        // The example searches for the projects page's own navigation word: it finds at least that page.
        expect(message.result.structuredContent.results.length).toBeGreaterThan(0);
      }
    } else if (url.pathname.startsWith('/api/')) {
      expect(JSON.parse(body).error).toBeUndefined();
    } else {
      expect(body).toMatch(/^---\ntitle: /);
    }
  });
});
