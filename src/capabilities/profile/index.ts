import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Capability } from '../capability.ts';
import { profileTools } from './mcp-tools.ts';
import type { ProfileWords } from './words/en.ts';
import { profileWordsByLanguage } from './words/index.ts';

/** Who the owner is and how to reach them: /contact, get_profile and get_contact. Every site has it. */
export const profile: Capability<ProfileWords> = {
  name: 'profile',
  isOn: () => true,
  words: profileWordsByLanguage,
  navPage: {
    order: 30,
    page: (owner, { profile: words }) =>
      pageInfo(
        '/contact',
        words.nav,
        words.title(owner.profile.name),
        words.description(owner.profile.name, owner.contact.channels.map((c) => c.label).join(', ')),
      ),
  },
  mcp: { tools: (dependencies) => profileTools(dependencies) },
  webMcp: [{ tool: 'get_profile' }, { tool: 'get_contact' }],
};
