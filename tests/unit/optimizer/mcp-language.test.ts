import { describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { initializeResult, mcpResult } from '../../support/mcp-content.ts';

describe.each(Object.entries(fixtureOwners))("the optimizer on the MCP server, in the owner's language (%s owner)", (_, owner) => {
  const t = dictionaryFor(owner.site.language);
  const on = optimizer.isOn(owner);

  it('says what optimize_portfolio does in the instructions, while the optimizer is on', async () => {
    const result = await initializeResult(owner);
    expect(result.instructions.includes(t.optimizer.instructions)).toBe(on);
  });

  it('lists optimize_portfolio, titled and described in its words, while the optimizer is on', async () => {
    const { tools } = await mcpResult(owner, 'tools/list');
    const tool = tools.find((candidate: { name: string }) => candidate.name === 'optimize_portfolio');
    if (on) expect(tool).toMatchObject({ title: t.optimizer.toolTitle, description: t.optimizer.toolDescription });
    else expect(tool).toBeUndefined();
  });
});
