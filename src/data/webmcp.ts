import { createDocumentIndex } from '../lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../lib/mcp/tool-table.ts';
import { type WebMcpTool, webMcpTools } from '../lib/webmcp/tools.ts';
import { toolSpecs } from '../capabilities/mcp.ts';
import { capabilitiesOn } from '../capabilities/list.ts';
import { localize, pagePathIn } from '../lib/owner/localize.ts';
import { dictionaryFor } from './dictionaries.ts';
import { owner as writtenOwner } from './owner.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { siteUrl } from './site.ts';

/**
 * The tools a language's pages register with WebMCP: the MCP server's definitions, in that language.
 * Definitions only: no tool runs here, so none needs its services or the posts (the config reads no content).
 */
function webMcpToolsIn(owner: OwnerContent): WebMcpTool[] {
  return webMcpTools(
    createToolTable(
      toolSpecs({ owner, siteUrl, documents: createDocumentIndex([], async () => null) }),
      argumentWords(dictionaryFor(owner.site.language)),
    ).list,
    capabilitiesOn(owner).flatMap((capability) => capability.webMcp ?? []),
  );
}

/** The default language's tools. */
export const siteWebMcpTools = webMcpToolsIn(writtenOwner);

/**
 * Every language's tools, by language, each one offered on a single page at that page's path in
 * the language: /webmcp.js registers those of the page's language (src/client/webmcp/register.ts).
 */
export const webMcpToolsByLanguage: Record<string, WebMcpTool[]> = Object.fromEntries(
  writtenOwner.site.languages.map((language) => {
    const owner = localize(writtenOwner, language);
    const tools = language === writtenOwner.site.language ? siteWebMcpTools : webMcpToolsIn(owner);
    return [language, tools.map((tool) => (tool.page ? { ...tool, page: pagePathIn(owner, tool.page) } : tool))];
  }),
);
