import type { ServiceDoc } from '../../lib/discovery/api-catalog.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { type Capability, switchedBy } from '../capability.ts';
import type { DevelopersWords } from './words/en.ts';
import { developersWordsByLanguage } from './words.ts';

/** The developers page: the APIs, the MCP server and how to call them, documented for people. A switch of its own. */
export const developers: Capability<DevelopersWords> = {
  name: 'developers',
  ...switchedBy('developers', true),
  words: developersWordsByLanguage,
  pagePaths: ['/developers'],
};

/** The api-catalog's service-doc while the page is on: its sections on the HTTP APIs and on MCP. */
export const developersServiceDoc = (owner: OwnerContent): ServiceDoc | undefined =>
  developers.isOn(owner) ? { path: '/developers', api: '#endpoints', mcp: '#mcp' } : undefined;
