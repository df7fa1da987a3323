import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writing } from '../../src/capabilities/writing/index.ts';
import { NOT_FOUND } from '../../src/lib/stats/path-reading.ts';
import type { CountRow } from '../../src/lib/stats/tally.ts';
import { defaultEdition } from '../support/built-editions.ts';
import { type LocalStack, startLocalStack } from '../support/local-stack.ts';

// `STATS_TOKEN=… npm start`, as an owner first tries it: the build counts readers (the offline
// build is made with a token), and Netlify's emulation runs the edge functions in Deno and each
// function invocation in a worker of its own, which write their counts to the emulation's Blobs
// after the response. The emulation's Blobs store is the project's, shared by every stack here:
// what this test sent is told apart by kinds of reader the other smoke tests never send.

const TOKEN = 'smoke-token-0123456789';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)';
const CHATGPT_USER = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const PERPLEXITYBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)';
const FEEDLY = 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; like FeedFetcher-Google)';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ STATS_TOKEN: TOKEN });
}, 90_000);
afterAll(() => stack?.stop());

async function rows(): Promise<CountRow[]> {
  const all: CountRow[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(new URL(`/api/stats?days=1&page=${page}`, stack.url), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status, stack.output()).toBe(200);
    const body = (await response.json()) as { rows: CountRow[]; rowPages: { pages: number } };
    all.push(...body.rows);
    if (page >= body.rowPages.pages) return all;
  }
}

const countOf = (list: CountRow[], kind: string, target: string, client = '') =>
  list.filter((row) => row[1] === kind && row[2] === target && row[3] === client).reduce((sum, row) => sum + row[4], 0);

describe('reader statistics on the emulation (npm start)', () => {
  it('counts pages, twins, documents and MCP messages by kind of reader, as on Netlify, and answers the token alone', async () => {
    const page = defaultEdition.navPages.find((nav) => nav.path !== '/')?.path ?? '/';
    const feed = writing.isOn(defaultEdition.owner) ? '/writing/rss.xml' : NOT_FOUND;
    const client = `smoke-${Date.now()}`;
    const expected: [kind: string, target: string, client: string, count: number][] = [
      ['people', '/', '', 1],
      ['search-crawler', page, '', 1],
      ['ai-assistant', '/index.md', '', 1],
      ['ai-crawler', '/llms.txt', '', 2],
      ['feed-reader', feed, '', 1],
      ['mcp-client', 'initialize', `${client} (2025-11-25)`, 2],
    ];
    const before = await rows();
    const requests: [string, Record<string, string>][] = [
      ['/', { 'user-agent': CHROME, accept: 'text/html' }],
      [page, { 'user-agent': GOOGLEBOT }],
      ['/', { 'user-agent': CHATGPT_USER, accept: 'text/markdown' }],
      ['/llms.txt', { 'user-agent': GPTBOT }],
      ['/llms.txt', { 'user-agent': PERPLEXITYBOT }],
      ['/writing/rss.xml', { 'user-agent': FEEDLY }],
    ];
    for (const [path, headers] of requests) {
      const response = await fetch(new URL(path, stack.url), { headers });
      await response.arrayBuffer();
    }
    for (let n = 0; n < 2; n++) {
      const response = await fetch(new URL('/mcp', stack.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: client, version: '1' } },
        }),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    // The writes come after the responses (waitUntil), in the edge isolate and the functions' workers.
    const counted = (now: CountRow[]) =>
      expected.map(([kind, target, name]) => countOf(now, kind, target, name) - countOf(before, kind, target, name));
    const deadline = Date.now() + 30_000;
    let now = await rows();
    while (counted(now).some((count, index) => count < (expected[index]?.[3] ?? 0)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = await rows();
    }
    expect(counted(now), stack.output()).toEqual(expected.map((entry) => entry[3]));
    expect((await fetch(new URL('/api/stats', stack.url))).status).toBe(401);
  }, 60_000);
});
