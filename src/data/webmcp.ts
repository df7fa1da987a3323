import { createDocumentIndex } from '../lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../lib/mcp/tool-table.ts';
import { type WebMcpTool, webMcpTools } from '../lib/webmcp/tools.ts';
import { toolSpecs } from '../capabilities/mcp.ts';
import { capabilitiesOn } from '../capabilities/list.ts';
import { defaultEdition, type Edition, editions } from './editions.ts';
import { siteUrl } from './site.ts';

const notAtBuildTime = async (): Promise<never> => {
  throw new Error('WebMCP definitions are built from the tool list only; no tool runs at build time.');
};

/** The tools a language's pages register with WebMCP: the MCP server's definitions, in that language. */
function webMcpToolsIn({ owner, posts, t }: Edition): WebMcpTool[] {
  return webMcpTools(
    createToolTable(
      toolSpecs({
        owner,
        posts,
        siteUrl,
        codehost: { activity: notAtBuildTime },
        market: { instruments: notAtBuildTime, histories: notAtBuildTime },
        documents: createDocumentIndex([], async () => null),
      }),
      argumentWords(t),
    ).list,
    capabilitiesOn(owner).flatMap((capability) => capability.webMcp ?? []),
  );
}

/** The default language's tools. */
export const siteWebMcpTools = webMcpToolsIn(defaultEdition);

/**
 * Every language's tools, by language, each one offered on a single page at that page's path in
 * the language: /webmcp.js registers those of the page's language (src/client/webmcp/register.ts).
 */
export const webMcpToolsByLanguage: Record<string, WebMcpTool[]> = Object.fromEntries(
  editions.map((edition) => [
    edition.language,
    (edition === defaultEdition ? siteWebMcpTools : webMcpToolsIn(edition)).map((tool) =>
      tool.page ? { ...tool, page: edition.path(tool.page) } : tool,
    ),
  ]),
);
