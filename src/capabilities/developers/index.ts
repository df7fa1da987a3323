import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Capability } from '../capability.ts';

/** The developers page: the APIs, the MCP server and how to call them, documented for people. A switch of its own. */
export const developers: Capability = {
  name: 'developers',
  isOn: (owner) => owner.site.features.developers,
  navPage: {
    order: 40,
    page: (owner, t) =>
      pageInfo('/developers', t.pages.developers.nav, t.pages.developers.title, t.pages.developers.description(owner.profile.name)),
  },
  serviceDoc: { path: '/developers', api: '#endpoints', mcp: '#mcp' },
};
