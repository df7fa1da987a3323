import { describe, expect, it } from 'vitest';
import { get } from '../support/http.ts';
import { serverCardErrors } from '../support/server-card-schema.ts';

describe('the served MCP server card', () => {
  it.each(['/.well-known/mcp/server-card.json', '/mcp/server-card'])('at %s validates against the official schema', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(serverCardErrors(await response.json())).toEqual([]);
  });
});
