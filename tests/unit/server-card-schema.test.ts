import { describe, expect, it } from 'vitest';
import { serverCard } from '../../src/lib/mcp/server-info.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { exampleCards, serverCardErrors } from '../support/server-card-schema.ts';

describe("the MCP Server Card extension's official schema", () => {
  it.each(exampleCards('valid'))('accepts its valid example %s', (_, card) => {
    expect(serverCardErrors(card)).toEqual([]);
  });

  it.each(exampleCards('invalid'))('rejects its invalid example %s', (_, card) => {
    expect(serverCardErrors(card)).not.toEqual([]);
  });

  it.each(Object.entries(fixtureOwners))("accepts the card of the %s owner, whatever the site's address", (_, owner) => {
    for (const site of ['https://octocat.example.dev', 'https://lucía.example.com.ar/', 'https://a.b']) {
      expect(serverCardErrors(serverCard(owner, site)), site).toEqual([]);
    }
  });
});
