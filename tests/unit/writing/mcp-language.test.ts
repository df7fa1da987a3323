import { describe, expect, it } from 'vitest';
import { writing } from '../../../src/capabilities/writing/index.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { initializeResult, mcpResult } from '../../support/mcp-content.ts';

describe.each(Object.entries(fixtureOwners))("writing on the MCP server, in the owner's language (%s owner)", (_, owner) => {
  const t = dictionaryFor(owner.site.language);
  const on = writing.isOn(owner);

  it('says what list_posts does in the instructions, while writing is on', async () => {
    const result = await initializeResult(owner);
    expect(result.instructions.includes(t.writingMcp.instructions)).toBe(on);
  });

  it('lists list_posts, titled and described in its words, while writing is on', async () => {
    const { tools } = await mcpResult(owner, 'tools/list');
    const tool = tools.find((candidate: { name: string }) => candidate.name === 'list_posts');
    if (on) expect(tool).toMatchObject({ title: t.writing.listPosts.title });
    else expect(tool).toBeUndefined();
  });
});
