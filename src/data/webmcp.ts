import { createDocumentIndex } from '../lib/mcp/documents.ts';
import { argumentWords, createToolRegistry } from '../lib/mcp/tool-registry.ts';
import { toolSpecs } from '../lib/mcp/tools.ts';
import { webMcpTools } from '../lib/webmcp/tools.ts';
import { capabilitiesOn } from '../capabilities/registry.ts';
import { owner } from './owner.ts';
import { siteUrl } from './site.ts';
import { t } from './ui.ts';

const notAtBuildTime = async (): Promise<never> => {
  throw new Error('WebMCP definitions are built from the tool list only; no tool runs at build time.');
};

/** The tools this site's pages register with WebMCP: the MCP server's definitions, for this owner. */
export const siteWebMcpTools = webMcpTools(
  createToolRegistry(
    toolSpecs({
      owner,
      siteUrl,
      codehost: { activity: notAtBuildTime },
      market: { instruments: notAtBuildTime, histories: notAtBuildTime },
      documents: createDocumentIndex([], async () => null),
    }),
    argumentWords(t),
  ).list,
  capabilitiesOn(owner).flatMap((capability) => capability.webMcp ?? []),
);
