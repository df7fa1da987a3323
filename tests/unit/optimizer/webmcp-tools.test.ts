import type { Tool } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { runTool } from '../../../src/client/webmcp/run.ts';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { profile } from '../../../src/capabilities/profile/index.ts';
import { PAGE_TOOLS, webMcpTools } from '../../../src/lib/webmcp/tools.ts';

const optimizerOffer = optimizer.webMcp![0]!;
const offers = [...profile.webMcp!, optimizerOffer];
const OPTIMIZER_PAGE = optimizerOffer.page;
const OPTIMIZER_API = optimizerOffer.via!;
const everyPage = profile.webMcp!.map((offer) => offer.tool);

const tool = (name: string, openWorld = false): Tool => ({
  name,
  title: `${name} title`,
  description: `${name} description`,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  annotations: { readOnlyHint: true, openWorldHint: openWorld },
});

describe("webMcpTools with the optimizer's offer", () => {
  const all = [
    ...PAGE_TOOLS.map((name) => tool(name, name === 'search')),
    ...everyPage.map((name) => tool(name)),
    tool('optimize_portfolio', true),
    tool('get_resume'),
  ];

  it('offers optimize_portfolio on the optimizer page only, answered by its API as the page form is', () => {
    const tools = webMcpTools(all, offers);
    expect(tools.map((t) => t.name)).toEqual([...PAGE_TOOLS, ...everyPage, 'optimize_portfolio']);
    expect(OPTIMIZER_PAGE).toBe('/optimizer');
    expect(tools.find((t) => t.name === 'optimize_portfolio')).toMatchObject({
      via: { post: '/api/portfolio/optimize', textFields: ['tickers', 'analytics', 'warnings', 'disclaimer'] },
      page: OPTIMIZER_PAGE,
      annotations: { readOnlyHint: true, untrustedContentHint: true },
    });
  });

  it('leaves it out when the server does not offer it (the optimizer switched off)', () => {
    expect(
      webMcpTools(
        all.filter((t) => t.name !== 'optimize_portfolio'),
        offers,
      ).map((t) => t.name),
    ).toEqual([...PAGE_TOOLS, ...everyPage]);
  });
});

describe('runTool through the optimizer API', () => {
  const answering =
    (status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}): typeof fetch =>
    async (url, init) => {
      Object.assign(seen, { url: String(url), init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    };

  it("posts the arguments to the capability's API and returns the fields its text names, or its error code and message", async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const body = { tickers: ['A', 'B'], analytics: { frontier: [] }, warnings: [], disclaimer: 'd', prices: [[1]] };
    const ok = await runTool(OPTIMIZER_API, 'optimize_portfolio', { tickers: ['A', 'B'] }, answering(200, body, seen));
    expect(seen.url).toBe('/api/portfolio/optimize');
    expect(ok.structuredContent).toEqual(body);
    expect(JSON.parse(ok.content[0]!.text)).toEqual({ tickers: ['A', 'B'], analytics: { frontier: [] }, warnings: [], disclaimer: 'd' });
    const refused = await runTool(
      OPTIMIZER_API,
      'optimize_portfolio',
      {},
      answering(422, { error: { code: 'unknown_tickers', message: 'Unknown: B.' } }),
    );
    expect(refused).toEqual({ isError: true, content: [{ type: 'text', text: 'unknown_tickers: Unknown: B.' }] });
    expect((await runTool(OPTIMIZER_API, 'optimize_portfolio', {}, answering(503, '')))!.content[0]!.text).toMatch(/503/);
  });
});
