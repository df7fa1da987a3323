import { languageNegotiated } from '../lib/http/language-negotiated.ts';
import { mcpReadingFor } from '../lib/mcp/mcp-reading.ts';
import { counted } from '../lib/stats/count-requests.ts';
import { dictionaryFor } from '../data/dictionaries.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';
import { createMcpHandler, type McpHandler, type McpHandlerOptions, type OwnerTools } from '../lib/mcp/handler.ts';
import type { McpOffer } from '../lib/mcp/server.ts';
import type { McpExtensions } from '../lib/mcp/server-info.ts';
import type { ToolSpec } from '../lib/mcp/tool-table.ts';
import { documentTools } from '../lib/mcp/tools.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { ToolDependencies } from './capability.ts';
import { optimizer } from './optimizer/index.ts';
import { OPTIMIZER_APP_EXTENSION, optimizerAppResource } from './optimizer/mcp-app.ts';
import { capabilitiesOn } from './list.ts';

/** What the site's MCP endpoint needs: the server's content, and the services behind the capabilities' tools. */
export type SiteMcpOptions = Omit<McpHandlerOptions, 'offer'> & Pick<ToolDependencies, 'posts' | 'codehost' | 'market' | 'now'>;

/** The tools of the owner's capabilities; `on` is every capability the owner has on (for tools that speak of them all). */
function capabilityTools(dependencies: ToolDependencies): ToolSpec[] {
  const on = capabilitiesOn(dependencies.owner);
  return on.flatMap((capability) => capability.mcpTools?.(dependencies, on) ?? []);
}

/** Every tool of the server, in tools/list order: those of the owner's capabilities, then search and fetch over every document. */
export const toolSpecs = (dependencies: ToolDependencies): ToolSpec[] => [...capabilityTools(dependencies), ...documentTools(dependencies)];

/** The extensions the owner's tools use: the MCP Apps extension while the optimizer, whose tool has the app, is on. */
export const mcpExtensions = (owner: OwnerContent): McpExtensions | undefined =>
  optimizer.isOn(owner) ? OPTIMIZER_APP_EXTENSION : undefined;

/** What the owner's capabilities add to the server: their tools, templates and instructions, and the optimizer's MCP App. */
function capabilityOffer(options: SiteMcpOptions): McpOffer {
  const { owner, readFile } = options;
  const on = capabilitiesOn(owner);
  const words = dictionaryFor(owner.site.language);
  return {
    tools: (documents) => capabilityTools({ ...options, documents }),
    slugTemplates: on.flatMap((capability) => capability.mcpSlugTemplate?.(words) ?? []),
    // The optimizer's MCP App: its ui:// document, beside its tool and extension.
    resources: optimizer.isOn(owner) ? [optimizerAppResource(readFile, words.mcpApp)] : [],
    instructions: on.flatMap((capability) => (capability.mcpInstructions ? [capability.mcpInstructions(words.mcpServer)] : [])),
    extensions: mcpExtensions(owner),
  };
}

/** The site's MCP handler for one language: the server, with what the owner's capabilities offer. */
export const siteMcpHandler = (options: SiteMcpOptions): McpHandler => createMcpHandler({ ...options, offer: capabilityOffer(options) });

/**
 * The site's MCP endpoint: a server for each of its languages (its owner content, posts and pages
 * in it), chosen by Accept-Language; each message counted by client and tool while statistics are on.
 */
export function mcpHandlerPerLanguage(
  languages: readonly { language: string; owner: OwnerContent; posts: ToolDependencies['posts']; pages: PageInfo[] }[],
  {
    ownerToolsFor,
    counting = false,
    ...shared
  }: Omit<SiteMcpOptions, 'owner' | 'posts' | 'pages' | 'ownerTools'> & {
    /** The owner's own tools in one language (their statistics), for requests that prove to be theirs. */
    ownerToolsFor?: (owner: OwnerContent) => OwnerTools;
    /** Whether messages are counted: what the build says (src/data/built-counting.ts). */
    counting?: boolean;
  },
): (request: Request, context?: { waitUntil?(promise: Promise<unknown>): void }) => Promise<Response> {
  // On a site in several, each language's server searches, fetches and reads the documents of all of them.
  const everyLanguage = languages.length > 1 ? languages.map(({ language, pages }) => ({ language, pages })) : undefined;
  const servers = languages.map(({ language, owner, posts, pages }) => ({
    language,
    handler: siteMcpHandler({ ...shared, owner, posts, pages, everyLanguage, ownerTools: ownerToolsFor?.(owner) }),
  }));
  const perLanguage = languageNegotiated(new Map(servers.map(({ language, handler }) => [language, handler])));
  // Counted by the names some language's server has. A function instance answers one request at
  // a time: its counts are written at once.
  const knows = (method: string, name: string) => servers.some(({ handler }) => handler.knows(method, name));
  return counted(perLanguage, mcpReadingFor(knows), { on: counting, minIntervalMs: 0 });
}
