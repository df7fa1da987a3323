import { type Capability, wordsOf } from '../../src/capabilities/capability.ts';
import { capabilities, capabilitiesOn } from '../../src/capabilities/list.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

interface KnownTool {
  /** The capability whose tool it is (by name: a capability taken out leaves its tools unserved). */
  capability: string;
  /** Arguments a call succeeds with; the stacks' upstreams are the loopback fakes of GitHub and data912. */
  arguments: Record<string, unknown>;
  /** Its answers come from outside the owner file (an upstream service). */
  openWorld?: boolean;
}

/**
 * The MCP tools of the capabilities, written out by hand (what the server lists is checked
 * against this, not against its own code), in the capability list's order within a capability.
 */
const CAPABILITY_TOOLS: Record<string, KnownTool> = {
  get_profile: { capability: 'profile', arguments: {} },
  get_contact: { capability: 'profile', arguments: {} },
  list_projects: { capability: 'projects', arguments: {} },
  get_code_activity: { capability: 'activity', arguments: {}, openWorld: true },
  list_developer_resources: { capability: 'developer-resources', arguments: {} },
  optimize_portfolio: { capability: 'optimizer', arguments: { tickers: ['GGAL', 'YPFD', 'AL30'], lookbackDays: 365 }, openWorld: true },
  list_posts: { capability: 'writing', arguments: {} },
  get_resume: { capability: 'resume', arguments: {} },
};

/** The server's own tools, after the capabilities': search and fetch over every document. */
const DOCUMENT_TOOLS: Record<string, Record<string, unknown>> = { search: { query: 'projects' }, fetch: { id: '/projects.md' } };

/** Valid arguments for every tool the site's server may list. */
export const TOOL_ARGUMENTS: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(CAPABILITY_TOOLS).map(([name, tool]) => [name, tool.arguments])),
  ...DOCUMENT_TOOLS,
};

/** The tools the server lists to anyone for this owner, in tools/list order: its capabilities' (in list order), then search and fetch. */
export function toolsServedTo(owner: OwnerContent): string[] {
  const order = new Map((capabilities as readonly Capability[]).map((capability, index) => [capability.name, index]));
  const on = new Set(capabilitiesOn(owner).map((capability) => capability.name));
  const served = Object.entries(CAPABILITY_TOOLS)
    .filter(([, tool]) => on.has(tool.capability))
    .sort(([, a], [, b]) => order.get(a.capability)! - order.get(b.capability)!)
    .map(([name]) => name);
  return [...served, ...Object.keys(DOCUMENT_TOOLS)];
}

/** Of those, the tools whose answers come from outside the owner file. */
export const openWorldToolsOf = (owner: OwnerContent): string[] => toolsServedTo(owner).filter((name) => CAPABILITY_TOOLS[name]?.openWorld);

/** The URIs of the resources beside the pages (the MCP Apps' ui:// documents) of the capabilities the owner has on, in list order. */
export const appResourceUris = (owner: OwnerContent): string[] =>
  capabilitiesOn(owner)
    .flatMap((capability) => capability.mcp?.resources?.(async () => null, wordsOf(capability, owner.site.language)) ?? [])
    .map((app) => app.resource.uri);
