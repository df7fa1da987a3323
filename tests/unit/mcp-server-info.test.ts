import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { aiCatalog, discoveryDocument, reverseDnsName, serverCard } from '../../src/lib/mcp/server-info.ts';
import { isOriginAllowed, parseAllowedOrigins } from '../../src/lib/mcp/origin.ts';

describe('MCP server identity', () => {
  it('derives a reverse-DNS name with exactly one slash from the site domain', () => {
    expect(reverseDnsName('https://octocat.example.dev')).toBe('dev.example.octocat/portfolio');
    expect(reverseDnsName('https://www.ada.io/anything')).toBe('io.ada.www/portfolio');
  });

  it('keeps the card description within 100 characters, even for a long owner name', () => {
    const long = { ...owner, profile: { ...owner.profile, name: 'A'.repeat(120) } };
    expect(serverCard(long, 'https://s.test').description.length).toBeLessThanOrEqual(100);
    const full = dictionaryFor(owner.site.language).mcpServer.description(owner.profile.name);
    const { description } = serverCard(owner, 'https://s.test');
    if (full.length <= 100) expect(description).toBe(full);
    else expect(full.startsWith(description.slice(0, -1)) && description.endsWith('…')).toBe(true);
  });

  // The constraints of the Server Card extension's schema.json (ServerCard): required fields,
  // the exact v1 $schema, the name pattern and the length limits.
  it('meets the Server Card schema for any owner, long names included', () => {
    const long = { ...owner, profile: { ...owner.profile, name: 'B'.repeat(150) } };
    const emoji = { ...fixtureOwners.hostile, profile: { ...fixtureOwners.hostile.profile, name: '🧉'.repeat(100) } };
    const cards = [owner, fixtureOwners.hostile, emoji].map((o) => serverCard(o, 'https://octocat.example.dev'));
    for (const card of [...cards, serverCard(long, 'https://a.b')]) {
      expect(card.title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(card.$schema).toBe('https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json');
      expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
      expect(card.name.length).toBeGreaterThanOrEqual(3);
      expect(card.name.length).toBeLessThanOrEqual(200);
      for (const text of [card.title, card.description]) {
        expect(text.length).toBeGreaterThanOrEqual(1);
        expect(text.length).toBeLessThanOrEqual(100);
      }
      expect(card.version.length).toBeLessThanOrEqual(255);
      expect(card.remotes[0]!.url).toMatch(/^https?:\/\/\S+$/);
    }
  });

  it.each(Object.entries(fixtureOwners))("titles and describes the card in the owner's language (%s owner)", (_, fixture) => {
    const words = dictionaryFor(fixture.site.language).mcpServer;
    const card = serverCard(fixture, 'https://s.test');
    expect(card.title).toBe(words.title(fixture.profile.name).slice(0, 100));
    expect(card.description.startsWith(words.description(fixture.profile.name).slice(0, 99))).toBe(true);
    expect(discoveryDocument(fixture, 'https://s.test')).toMatchObject({ title: card.title, description: card.description });
  });

  it('lists the card in the AI Catalog by its /mcp/server-card URL, named and with what people ask', () => {
    const words = dictionaryFor(owner.site.language).mcpServer;
    expect(aiCatalog(owner, 'https://octocat.example.dev')).toEqual({
      specVersion: '1.0',
      entries: [
        {
          identifier: 'urn:air:octocat.example.dev:mcp:portfolio',
          type: 'application/mcp-server-card+json',
          url: 'https://octocat.example.dev/mcp/server-card',
          displayName: serverCard(owner, 'https://octocat.example.dev').title,
          description: serverCard(owner, 'https://octocat.example.dev').description,
          version: '1.0.0',
          representativeQueries: words.catalogQueries(owner.profile.name),
          // A site in several languages lists them (tests/unit/mcp-languages.test.ts).
          ...(owner.site.languages.length > 1 ? { metadata: { languages: owner.site.languages.join(', ') } } : {}),
        },
      ],
    });
  });

  it('points the card and the discovery document at the absolute /mcp URL', () => {
    expect(serverCard(owner, 'https://s.test').remotes).toEqual([
      {
        type: 'streamable-http',
        url: 'https://s.test/mcp',
        supportedProtocolVersions: expect.arrayContaining(['2025-11-25', '2025-06-18']),
      },
    ]);
    expect(discoveryDocument(owner, 'https://s.test').endpoints.streamable_http).toBe('https://s.test/mcp');
  });
});

describe('MCP origin policy', () => {
  it('parses the allow-list, dropping what is not a URL', () => {
    expect(parseAllowedOrigins(' https://a.test/path , nope,http://b.test:8080 ')).toEqual(['https://a.test', 'http://b.test:8080']);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });

  it('trusts no Origin, the site, loopback and the allow-list; nothing else', () => {
    const site = 'https://s.test';
    expect(isOriginAllowed(null, site, [])).toBe(true);
    expect(isOriginAllowed('https://s.test', site, [])).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:8888', site, [])).toBe(true);
    expect(isOriginAllowed('https://a.test', site, ['https://a.test'])).toBe(true);
    expect(isOriginAllowed('http://s.test', site, [])).toBe(false);
    expect(isOriginAllowed('https://localhost.evil.test', site, [])).toBe(false);
    expect(isOriginAllowed('null', site, [])).toBe(false);
  });
});
