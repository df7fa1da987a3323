import type { Capability } from '../capability.ts';
import { resourcesTool } from './mcp-tool.ts';
import type { DeveloperResourcesWords } from './words/en.ts';
import { developerResourcesWordsByLanguage } from './words.ts';

/** What the site offers developers and agents, listed (the site's documents, the capabilities' APIs, the owner's own): list_developer_resources. Every site has it. */
export const developerResourcesCapability: Capability<DeveloperResourcesWords> = {
  name: 'developer-resources',
  isOn: () => true,
  words: developerResourcesWordsByLanguage,
  mcp: { tools: (dependencies, on) => [resourcesTool(dependencies, on)] },
};
