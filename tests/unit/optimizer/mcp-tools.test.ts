import { describe, expect, it } from 'vitest';
import { toolSpecs } from '../../../src/capabilities/mcp.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { createDocumentIndex, siteDocuments } from '../../../src/lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../../../src/lib/mcp/tool-table.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { mcpOptions, SITE } from '../../support/mcp-content.ts';
import { pages } from '../../support/owner-editions.ts';

// The example owner has the optimizer on.
const owner = fixtureOwners.example;

describe('optimize_portfolio in the tool table', () => {
  const base = mcpOptions({ owner });
  const documents = createDocumentIndex(siteDocuments(pages, SITE), base.readFile);
  const table = createToolTable(toolSpecs({ ...base, documents }), argumentWords(dictionaryFor(owner.site.language)));
  const optimize = table.list.find((tool) => tool.name === 'optimize_portfolio')!;

  it('comes after the tools of the capabilities before the optimizer in the list, as an open-world tool', () => {
    const names = table.list.map((tool) => tool.name);
    expect(names.indexOf('optimize_portfolio')).toBe(names.indexOf('list_developer_resources') + 1);
    expect(optimize.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
  });

  it('takes 2 to 10 tickers, as the API does', () => {
    expect(optimize.inputSchema).toMatchObject({ properties: { tickers: { type: 'array', minItems: 2, maxItems: 10 } } });
  });
});
