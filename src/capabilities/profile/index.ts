import type { Capability } from '../capability.ts';
import { profileTools } from './mcp-tools.ts';
import type { ProfileWords } from './words/en.ts';
import { profileWordsByLanguage } from './words.ts';

/** Who the owner is and how to reach them: /contact, get_profile and get_contact. Every site has it. */
export const profile: Capability<ProfileWords> = {
  name: 'profile',
  isOn: () => true,
  words: profileWordsByLanguage,
  pagePaths: ['/contact'],
  mcp: { tools: (dependencies) => profileTools(dependencies) },
  webMcp: [{ tool: 'get_profile' }, { tool: 'get_contact' }],
};
