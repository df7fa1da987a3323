import { describe, expect, it } from 'vitest';
import { siteMcpHandler } from '../../../src/capabilities/mcp.ts';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { OPTIMIZER_APP_URI } from '../../../src/capabilities/optimizer/mcp-app.ts';
import { owner } from '../../../src/data/owner.ts';
import { mcpOptions, SITE } from '../../support/mcp-content.ts';

const handler = siteMcpHandler(mcpOptions());
const rpc = async (method: string, params: unknown = {}) =>
  (
    await (
      await handler(
        new Request(`${SITE}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        }),
      )
    ).json()
  ).result;

// The site's owner: the optimizer's tool and MCP App are on the wire exactly while it is on.
describe(`the optimizer on the MCP wire (${optimizer.isOn(owner) ? 'on' : 'off'} for this owner)`, () => {
  it('lists optimize_portfolio while the optimizer is on', async () => {
    const { tools } = await rpc('tools/list');
    expect(tools.some((tool: { name: string }) => tool.name === 'optimize_portfolio')).toBe(optimizer.isOn(owner));
  });

  it('lists its app as the one resource beside the twins while it is on', async () => {
    const { resources } = await rpc('resources/list');
    const apps = resources.filter((resource: { uri: string }) => resource.uri.startsWith('ui://'));
    expect(apps.map((resource: { uri: string }) => resource.uri)).toEqual(optimizer.isOn(owner) ? [OPTIMIZER_APP_URI] : []);
  });
});
