import { describe, expect, it } from 'vitest';
import { REGISTRY_SCHEMA, registryEntry, registryEntryFile, registryRepository } from '../../src/lib/mcp/registry-entry.ts';
import { serverCard } from '../../src/lib/mcp/server-info.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { registryEntryErrors, registrySchemaBytes, registrySchemaSha256 } from '../support/registry-schema.ts';

const SITES = [
  'https://octocat.example.dev',
  'https://portfolio.octocat.example.dev/',
  'https://lucía.example.com.ar',
  'https://例え.テスト',
  'https://a.b',
];
const REPOSITORIES = [undefined, 'https://github.com/octocat/portfolio', 'git@gitlab.com:octo/cat.git', 'https://example.org/not/a/forge'];
const withName = (owner: OwnerContent, name: string): OwnerContent => ({ ...owner, profile: { ...owner.profile, name } });
/** Every fixture owner, and each with a name too long for the schema's limits, Latin and not. */
const owners = Object.entries(fixtureOwners).flatMap(([key, owner]) => [
  [key, owner],
  [`${key}, long name`, withName(owner, 'Bartholomew '.repeat(20))],
  [`${key}, emoji name`, withName(owner, '🧉'.repeat(100))],
  [`${key}, CJK name`, withName(owner, '山田太郎'.repeat(40))],
]) as [string, OwnerContent][];

describe('the vendored server.json schema', () => {
  it('is the byte-exact 2025-12-11 schema', () => {
    expect(registrySchemaSha256).toBe('3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0');
    expect(JSON.parse(registrySchemaBytes.toString('utf8')).$id).toBe(REGISTRY_SCHEMA);
  });

  it('rejects what the Registry rejects: a long description, a name without its slash, a missing version', () => {
    const entry = registryEntry(fixtureOwners.example, SITES[0]!);
    expect(registryEntryErrors({ ...entry, description: 'x'.repeat(101) })).not.toEqual([]);
    expect(registryEntryErrors({ ...entry, name: 'dev.example.octocat' })).not.toEqual([]);
    const { version: _, ...unversioned } = entry;
    expect(registryEntryErrors(unversioned)).not.toEqual([]);
  });
});

describe("the site's MCP Registry entry", () => {
  it.each(owners)('validates for the %s owner, at every site and repository', (_, owner) => {
    for (const site of SITES) {
      for (const repositoryUrl of REPOSITORIES) {
        expect(registryEntryErrors(registryEntry(owner, site, { repositoryUrl })), `${site} ${repositoryUrl}`).toEqual([]);
      }
    }
  });

  it.each(owners)('for the %s owner, says what the server card says, on the domain it is named after', (_, owner) => {
    for (const site of SITES) {
      const entry = registryEntry(owner, site);
      const card = serverCard(owner, site);
      expect(entry).toMatchObject({ name: card.name, title: card.title, description: card.description, version: card.version });
      expect(entry.remotes).toEqual([{ type: 'streamable-http', url: card.remotes[0]!.url }]);
      expect(entry).not.toHaveProperty('packages');
      // The Registry grants `<reversed domain>/*` to whoever proves the domain, and wants the remote on it.
      const host = new URL(entry.remotes[0]!.url).hostname;
      expect(entry.name).toBe(`${host.split('.').reverse().join('.')}/portfolio`);
      expect(new URL(entry.websiteUrl).hostname).toBe(host);
    }
  });

  it('names an IDN site by its ASCII (punycode) domain, which is what the Registry verifies', () => {
    const { name } = registryEntry(fixtureOwners.hostile, 'https://lucía.example.com.ar');
    expect(name).toMatch(/^ar\.com\.example\.xn--[a-z0-9-]+\/portfolio$/);
  });

  it('is a file of indented JSON that reads back as the entry', () => {
    const entry = registryEntry(fixtureOwners.hostile, SITES[2]!, { repositoryUrl: REPOSITORIES[1] });
    const file = registryEntryFile(entry);
    expect(file.endsWith('}\n')).toBe(true);
    expect(JSON.parse(file)).toEqual(entry);
  });
});

describe('the repository in the entry', () => {
  it.each([
    ['https://github.com/octocat/portfolio', { url: 'https://github.com/octocat/portfolio', source: 'github' }],
    ['https://github.com/octocat/portfolio.git', { url: 'https://github.com/octocat/portfolio', source: 'github' }],
    ['git@github.com:octocat/portfolio.git', { url: 'https://github.com/octocat/portfolio', source: 'github' }],
    ['ssh://git@gitlab.com/octo/cat.git', { url: 'https://gitlab.com/octo/cat', source: 'gitlab' }],
    ['https://gitlab.com/octo/cat/', { url: 'https://gitlab.com/octo/cat', source: 'gitlab' }],
  ])('reads %s as the Registry wants it', (url, expected) => {
    expect(registryRepository(url)).toEqual(expected);
    expect(registryEntry(fixtureOwners.example, SITES[0]!, { repositoryUrl: url }).repository).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    'https://codeberg.org/octo/cat',
    'https://github.com/octocat',
    'https://github.com/a/b/tree/main',
    'file:///srv/repo',
  ])('is left out for %s, which the Registry would refuse', (url) => {
    expect(registryRepository(url)).toBeUndefined();
    expect(registryEntry(fixtureOwners.example, SITES[0]!, { repositoryUrl: url })).not.toHaveProperty('repository');
  });
});
