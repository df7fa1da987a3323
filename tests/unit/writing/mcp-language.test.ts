import { describe, expect, it } from 'vitest';
import { siteMcpHandler } from '../../../src/capabilities/mcp.ts';
import { writing } from '../../../src/capabilities/writing/index.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
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

describe.each(Object.entries(fixtureOwners))("writing on the MCP server, in the owner's language (%s owner)", (_, owner) => {
  const t = dictionaryFor(owner.site.language);
  const on = writing.isOn(owner);

  it('says what list_posts does in the instructions, while writing is on', async () => {
    const result = await rpc(owner, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    expect(result.instructions.includes(t.writingMcp.instructions)).toBe(on);
  });

  it('lists list_posts, titled and described in its words, while writing is on', async () => {
    const { tools } = await rpc(owner, 'tools/list');
    const tool = tools.find((candidate: { name: string }) => candidate.name === 'list_posts');
    if (on) expect(tool).toMatchObject({ title: t.writing.listPosts.title });
    else expect(tool).toBeUndefined();
  });
});
