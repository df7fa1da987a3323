import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { registryEntry } from '../../src/lib/mcp/registry-entry.ts';
import { get } from '../support/http.ts';
import { registryEntryErrors } from '../support/registry-schema.ts';

describe('the served MCP Registry entry, /server.json', () => {
  it('is public JSON that validates against the vendored 2025-12-11 schema', async () => {
    const response = await get('/server.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(registryEntryErrors(await response.json())).toEqual([]);
  });

  it("is the owner's entry for this site, whatever repository the build saw", async () => {
    const { repository: _, ...served } = await (await get('/server.json')).json();
    expect(served).toEqual(registryEntry(owner, siteUrl));
  });
});
