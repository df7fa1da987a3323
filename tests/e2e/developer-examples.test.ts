import { describe, expect, it } from 'vitest';
import { get } from '../support/http.ts';
import { owner } from '../../src/data/owner.ts';
import { siteApis } from '../support/site-apis.ts';
import { curlCommands, runAgainstStack } from '../support/curl-examples.ts';

/** The curl commands of the developer page's shell samples. */
const curlExamples = async () => curlCommands(await (await get('/developers.md')).text());

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
