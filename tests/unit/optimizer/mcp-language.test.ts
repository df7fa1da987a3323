import { describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { siteMcpHandler } from '../../../src/capabilities/mcp.ts';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { mcpOptions, SITE } from '../../support/mcp-content.ts';

/** One JSON-RPC exchange with a handler built for `owner`, as a 2025-06-18 client makes it. */
async function rpc(owner: OwnerContent, method: string, params: unknown = {}) {
  const handler = siteMcpHandler(mcpOptions({ owner }));
  const response = await handler(
    new Request(`${SITE}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }),
  );
  return (await response.json()).result;
}

describe.each(Object.entries(fixtureOwners))("the optimizer on the MCP server, in the owner's language (%s owner)", (_, owner) => {
  const t = dictionaryFor(owner.site.language);
  const on = optimizer.isOn(owner);

  it('says what optimize_portfolio does in the instructions, while the optimizer is on', async () => {
    const result = await rpc(owner, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    expect(result.instructions.includes(t.optimizer.instructions)).toBe(on);
  });

  it('lists optimize_portfolio, titled and described in its words, while the optimizer is on', async () => {
    const { tools } = await rpc(owner, 'tools/list');
    const tool = tools.find((candidate: { name: string }) => candidate.name === 'optimize_portfolio');
    if (on) expect(tool).toMatchObject({ title: t.optimizer.toolTitle, description: t.optimizer.toolDescription });
    else expect(tool).toBeUndefined();
  });
});
