import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Capability } from '../capability.ts';
import { profileTools } from './mcp-tools.ts';

/** Who the owner is and how to reach them: /contact, get_profile and get_contact. Every site has it. */
export const profile: Capability = {
  name: 'profile',
  isOn: () => true,
  navPage: {
    order: 30,
    page: (owner, t) =>
      pageInfo(
        '/contact',
        t.pages.contact.nav,
        t.pages.contact.title(owner.profile.name),
        t.pages.contact.description(owner.profile.name, owner.contact.channels.map((c) => c.label).join(', ')),
      ),
  },
  mcpTools: (dependencies) => profileTools(dependencies),
  webMcp: [{ tool: 'get_profile' }, { tool: 'get_contact' }],
};
