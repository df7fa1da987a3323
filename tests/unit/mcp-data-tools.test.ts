import { describe, expect, it } from 'vitest';
import { pageByPath, pages } from '../support/owner-editions.ts';
import type { SiteMcpOptions } from '../../src/capabilities/mcp.ts';
import { FetchOutputSchema, SearchOutputSchema } from '../../src/lib/mcp/tools.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { resultText, SITE, SITE_FILES, toolCaller } from '../support/mcp-content.ts';
import { owner as siteOwner } from '../../src/data/owner.ts';

// The shared document tools, search and fetch (a capability's own data tools: with its tests, tests/unit/<name>/).
const owner = fixtureOwners.example;
const locale = owner.site.language;
const t = dictionaryFor(locale);
const say = t.mcpText;

/** The site's tool table for the example owner, with what the test gives. */
const tools = (overrides: Partial<SiteMcpOptions> = {}) => toolCaller({ owner, ...overrides });
const text = resultText;

describe('search and fetch', () => {
  it('search returns ids, titles and URLs, best match first, as structured content and as JSON text', async () => {
    // The site's own pages (whoever its owner): the contact page, found by the words of its title that are not the owner's name.
    const contact = pageByPath('/contact')!;
    const query = contact.title.replace(siteOwner.profile.name, ' ').trim();
    const result = await tools()('search', { query });
    const { results } = SearchOutputSchema.parse(result.structuredContent);
    expect(results[0]).toEqual({ id: '/contact.md', title: contact.title, url: `${SITE}/contact.md` });
    expect(JSON.parse(text(result))).toEqual({ results });
  });

  it('search finds the OpenAPI document by what it contains', async () => {
    const { results } = SearchOutputSchema.parse((await tools()('search', { query: 'widgets' })).structuredContent);
    expect(results.map((r) => r.id)).toContain('/openapi.json');
  });

  it('search with no match is an empty list, not an error', async () => {
    const result = await tools()('search', { query: 'zzzz-nothing' });
    expect(result.structuredContent).toEqual({ results: [] });
  });

  it.each([
    ['by id', '/projects.md'],
    ['by URL', `${SITE}/projects.md`],
  ])('fetch returns the whole text with its URL (%s)', async (_, id) => {
    const result = await tools()('fetch', { id });
    const document = FetchOutputSchema.parse(result.structuredContent);
    expect(document).toEqual({
      id: '/projects.md',
      title: pages[1]!.title,
      url: `${SITE}/projects.md`,
      text: SITE_FILES['/projects.md'],
      metadata: { mediaType: 'text/markdown' },
    });
    expect(JSON.parse(text(result))).toEqual(document);
  });

  it('fetch of an unknown id is a tool error naming the known ids', async () => {
    const result = await tools()('fetch', { id: '/secret.md' });
    expect(result.isError).toBe(true);
    const known = [...pages.map((page) => page.twin), '/openapi.json'].join(', ');
    expect(text(result)).toBe(`not_found: ${say.documentNotFound('`/secret.md`', known)}`);
  });
});
