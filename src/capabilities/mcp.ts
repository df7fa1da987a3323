import { languageNegotiated } from '../lib/http/language-negotiated.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';
import { createMcpHandler, type McpHandler, type McpHandlerOptions, type OwnerTools } from '../lib/mcp/handler.ts';
import { mcpReadingFor } from '../lib/mcp/mcp-reading.ts';
import type { McpOffer } from '../lib/mcp/server.ts';
import type { McpExtensions } from '../lib/mcp/server-info.ts';
import type { ToolSpec } from '../lib/mcp/tool-table.ts';
import { documentTools } from '../lib/mcp/tools.ts';
import type { DocumentIndex } from '../lib/mcp/documents.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { counted } from '../lib/stats/count-requests.ts';
import { type CapabilityData, type Runtime, type ToolDependencies, wordsOf } from './capability.ts';
import { capabilitiesOn } from './list.ts';

/** What the site's MCP endpoint needs: the server's content, and what the capabilities' tools answer from. */
export type SiteMcpOptions = Omit<McpHandlerOptions, 'offer'> & Omit<ToolDependencies, 'owner' | 'siteUrl'>;

/** The tools of the owner's capabilities (for tools that speak of them all, `on` is every capability the owner has on). */
function capabilityTools(dependencies: ToolDependencies): ToolSpec[] {
  const on = capabilitiesOn(dependencies.owner);
  return on.flatMap((capability) => capability.mcp?.tools?.(dependencies, on) ?? []);
}

/** Every tool of the server, in tools/list order: those of the owner's capabilities, then search and fetch over every document. */
export const toolSpecs = (dependencies: ToolDependencies & { documents: DocumentIndex }): ToolSpec[] => [
  ...capabilityTools(dependencies),
  ...documentTools(dependencies),
];

/** The protocol extensions the owner's capabilities' tools use (the optimizer's MCP App), for the server's capabilities and its card. */
export function mcpExtensions(owner: OwnerContent): McpExtensions | undefined {
  const extensions = capabilitiesOn(owner).flatMap((capability) => (capability.mcp?.extensions ? [capability.mcp.extensions] : []));
  return extensions.length ? Object.assign({}, ...extensions) : undefined;
}

/** The owner's own tools (their statistics), from the capability that has them, for requests that prove to be theirs. */
function ownerTools(dependencies: ToolDependencies): OwnerTools | undefined {
  const owned = capabilitiesOn(dependencies.owner).flatMap((capability) => {
    const tools = capability.mcp?.ownerTools?.(dependencies);
    return tools ? [tools] : [];
  });
  if (!owned.length) return undefined;
  return {
    isOwner: (request) => owned.some((tools) => tools.isOwner(request)),
    tools: owned.flatMap((tools) => tools.tools),
  };
}

/** What the owner's capabilities add to the server: their tools, templates, resources, instructions and extensions. */
function capabilityOffer(options: SiteMcpOptions & Pick<ToolDependencies, 'owner' | 'siteUrl'>): McpOffer {
  const { owner, readFile } = options;
  const on = capabilitiesOn(owner);
  const language = owner.site.language;
  const tools = capabilityTools(options);
  return {
    tools: () => tools,
    slugTemplates: on.flatMap((capability) => capability.mcp?.slugTemplate?.(wordsOf(capability, language)) ?? []),
    resources: on.flatMap((capability) => capability.mcp?.resources?.(readFile, wordsOf(capability, language)) ?? []),
    instructions: on.flatMap((capability) =>
      capability.mcp?.instructions ? [capability.mcp.instructions(wordsOf(capability, language))] : [],
    ),
    extensions: mcpExtensions(owner),
  };
}

/** The site's MCP handler for one language: the server, with what the owner's capabilities offer. */
export const siteMcpHandler = (options: SiteMcpOptions & Pick<ToolDependencies, 'owner' | 'siteUrl'>): McpHandler =>
  createMcpHandler({ ...options, offer: capabilityOffer(options), ownerTools: options.ownerTools ?? ownerTools(options) });

/** What the capabilities the owner has on need of the runtime (their services), made once per function instance. */
export const capabilityServices = (runtime: Runtime): Partial<CapabilityData> =>
  Object.assign({}, ...capabilitiesOn(runtime.owner).map((capability) => capability.services?.(runtime) ?? {}));

/**
 * The site's MCP endpoint: a server for each of its languages (its owner content, pages and what
 * the capabilities add, the posts, in it), chosen by Accept-Language; each message counted by
 * client and tool while the build counts readers.
 */
export function mcpHandlerPerLanguage(
  languages: readonly { language: string; owner: OwnerContent; pages: PageInfo[]; data?: Partial<CapabilityData> }[],
  { counting = false, ...shared }: Omit<SiteMcpOptions, 'owner' | 'pages' | 'ownerTools'> & { counting?: boolean },
): (request: Request, context?: { waitUntil?(promise: Promise<unknown>): void }) => Promise<Response> {
  // On a site in several, each language's server searches, fetches and reads the documents of all of them.
  const everyLanguage = languages.length > 1 ? languages.map(({ language, pages }) => ({ language, pages })) : undefined;
  const servers = languages.map(({ language, data, ...content }) => ({
    language,
    handler: siteMcpHandler({ ...shared, ...data, ...content, everyLanguage }),
  }));
  const perLanguage = languageNegotiated(new Map(servers.map(({ language, handler }) => [language, handler])));
  // Counted by the names some language's server has. A function instance answers one request at
  // a time: its counts are written at once.
  const knows = (method: string, name: string) => servers.some(({ handler }) => handler.knows(method, name));
  return counted(perLanguage, mcpReadingFor(knows), { on: counting, minIntervalMs: 0 });
}
