import { describe, expect, it } from 'vitest';
import { capabilities } from '../../src/capabilities/list.ts';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { t } from '../../src/data/ui.ts';
import { baseUrl, get } from './http.ts';
import { connectLegacy } from './mcp-clients.ts';

/** Everywhere a switchable feature shows: its page, and its API and MCP tool if it has them. */
export interface FeatureSurface {
  page: string;
  api?: { method: string; path: string };
  tool?: string;
}

const text = async (path: string) => (await get(path)).text();
const absolute = (path: string) => new URL(path, siteUrl).href;

/** Whatever the owner chose, the feature (a capability's switch) is either in all of its surfaces or in none. */
export function describeFeatureSurface(feature: string, surface: FeatureSurface) {
  describe(`the ${feature} feature`, () => {
    // A switch, and what the capability needs besides (a résumé needs résumé entries).
    const on = capabilities.find((capability) => capability.name === feature)!.isOn(owner);
    const state = on ? 'on: everywhere' : 'off: nowhere';

    it(`is ${state}: its page and Markdown twin`, async () => {
      const expected = on ? 200 : 404;
      expect((await get(surface.page)).status).toBe(expected);
      expect((await get(`${surface.page}.md`)).status).toBe(expected);
      expect((await get(surface.page, { headers: { accept: 'text/markdown' } })).status).toBe(expected);
    });

    it(`is ${state}: the navigation, the sitemap, llms.txt and llms-full.txt`, async () => {
      const link = `href="${surface.page}"`;
      expect((await text('/')).includes(link)).toBe(on);
      expect((await text('/sitemap.xml')).includes(`<loc>${absolute(surface.page)}</loc>`)).toBe(on);
      expect((await text('/llms.txt')).includes(absolute(`${surface.page}.md`))).toBe(on);
      expect((await text('/llms-full.txt')).includes(`${t.llms.source} ${absolute(surface.page)}`)).toBe(on);
    });

    it.runIf(surface.api)(`is ${state}: its API, in openapi.json and deployed`, async () => {
      const { method, path } = surface.api!;
      const openapi = await (await get('/openapi.json')).json();
      expect(path in openapi.paths).toBe(on);
      const response = await get(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      if (on) expect(response.status).toBe(400);
      else expect(response.status).toBe(404);
    });

    it.runIf(surface.tool)(`is ${state}: its MCP tool and the server instructions`, async () => {
      const client = await connectLegacy(new URL('/mcp', baseUrl()).href);
      try {
        const { tools } = await client.listTools();
        expect(tools.some((tool) => tool.name === surface.tool)).toBe(on);
        expect(client.getInstructions()?.includes(surface.tool!)).toBe(on);
      } finally {
        await client.close();
      }
    });
  });
}
