import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { OPTIMIZER_APP_URI } from '../../../src/capabilities/optimizer/mcp-app.ts';
import { owner } from '../../../src/data/owner.ts';
import { baseUrl } from '../../support/http.ts';
import { connectModern, type McpTestClient } from '../../support/mcp-clients.ts';

const on = optimizer.isOn(owner);

describe(`the optimizer through the local stack's MCP server (${on ? 'on' : 'off'} for this owner)`, () => {
  let client: McpTestClient;
  beforeAll(async () => {
    client = await connectModern(new URL('/mcp', baseUrl()).href);
  });
  afterAll(() => client?.close());

  it('lists optimize_portfolio, and its MCP App as the one resource beside the twins, exactly while it is on', async () => {
    const { tools } = await client.listTools();
    expect(tools.some((tool) => tool.name === 'optimize_portfolio')).toBe(on);
    const { resources } = await client.listResources();
    expect(resources.filter((resource) => resource.uri.startsWith('ui://')).map((resource) => resource.uri)).toEqual(
      on ? [OPTIMIZER_APP_URI] : [],
    );
  });
});
