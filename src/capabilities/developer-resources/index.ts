import type { Capability } from '../capability.ts';
import { resourcesTool } from './mcp-tool.ts';

/** What the site offers developers and agents, listed (the site's documents, the capabilities' APIs, the owner's own): list_developer_resources. Every site has it. */
export const developerResourcesCapability: Capability = {
  name: 'developer-resources',
  isOn: () => true,
  mcpTools: (dependencies, on) => [resourcesTool(dependencies, on)],
};
