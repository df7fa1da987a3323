import { createDocumentIndex } from '../lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../lib/mcp/tool-table.ts';
import { type WebMcpTool, webMcpTools } from '../lib/webmcp/tools.ts';
import { toolSpecs } from '../capabilities/mcp.ts';
import { capabilitiesOn } from '../capabilities/list.ts';
import { localize, pagePathIn } from '../lib/owner/localize.ts';
import { dictionaryFor } from './dictionaries.ts';
import { owner as writtenOwner } from './owner.ts';
import { siteUrl } from './site.ts';

const notAtBuildTime = async (): Promise<never> => {
  throw new Error('WebMCP definitions are built from the tool list only; no tool runs at build time.');
};

/**
 * The tools a language's pages register with WebMCP: the MCP server's definitions, in that language.
 * Definitions only: no tool runs here, so none needs the posts (the config reads no content).
 */
function webMcpToolsIn(language: string): WebMcpTool[] {
  const owner = localize(writtenOwner, language);
  return webMcpTools(
    createToolTable(
      toolSpecs({
        owner,
        posts: [],
        siteUrl,
        codehost: { activity: notAtBuildTime },
        market: { instruments: notAtBuildTime, histories: notAtBuildTime },
        documents: createDocumentIndex([], async () => null),
      }),
      argumentWords(dictionaryFor(language)),
    ).list,
    capabilitiesOn(owner).flatMap((capability) => capability.webMcp ?? []),
  );
}

const [defaultLanguage] = writtenOwner.site.languages as [string, ...string[]];

/** The default language's tools. */
export const siteWebMcpTools = webMcpToolsIn(defaultLanguage);

/**
 * Every language's tools, by language, each one offered on a single page at that page's path in
 * the language: /webmcp.js registers those of the page's language (src/client/webmcp/register.ts).
 */
export const webMcpToolsByLanguage: Record<string, WebMcpTool[]> = Object.fromEntries(
  writtenOwner.site.languages.map((language) => [
    language,
    (language === defaultLanguage ? siteWebMcpTools : webMcpToolsIn(language)).map((tool) =>
      tool.page ? { ...tool, page: pagePathIn(localize(writtenOwner, language), tool.page) } : tool,
    ),
  ]),
);
