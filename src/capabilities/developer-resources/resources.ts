import { AGENT_SKILLS_INDEX_PATH } from '../../lib/discovery/agent-skills-location.ts';
import type { DeveloperResource, OwnerContent } from '../../lib/owner/schema.ts';
import { type Capability, type DeveloperResourceOffer, wordsOf } from '../capability.ts';
import type { DeveloperResourcesWords } from './words/en.ts';
import { developerResourcesWordsIn } from './words.ts';

type ResourceWords = DeveloperResourcesWords['developerResources'];

/** The machine-readable documents every deployment of this site offers, by their words. Paths resolve against the site URL. */
const SITE_RESOURCES: (Omit<DeveloperResourceOffer, 'title' | 'description'> & { words: keyof ResourceWords })[] = [
  { words: 'openApi', url: '/openapi.json', mediaType: 'application/vnd.oai.openapi+json' },
  { words: 'mcp', url: '/mcp', method: 'POST', mediaType: 'application/json' },
  // Linked by its .json location: the same card as /mcp/server-card, which the AI Catalog lists,
  // and no crawler mistakes it for a page.
  { words: 'serverCard', url: '/.well-known/mcp/server-card.json', mediaType: 'application/mcp-server-card+json' },
  { words: 'aiCatalog', url: '/.well-known/ai-catalog.json', mediaType: 'application/ai-catalog+json' },
  { words: 'agentSkills', url: AGENT_SKILLS_INDEX_PATH, mediaType: 'application/json' },
  { words: 'llmsTxt', url: '/llms.txt', mediaType: 'text/plain' },
  { words: 'llmsFull', url: '/llms-full.txt', mediaType: 'text/plain' },
  { words: 'sitemap', url: '/sitemap.xml', mediaType: 'application/xml' },
];

/**
 * Every resource the site lists for developers: the site's documents, then the APIs of the
 * capabilities the owner has on (`on`), then those the owner added, in the owner content's
 * language. Derived here, not by the owner schema, which keeps what the owner wrote as written.
 */
export function developerResources(owner: OwnerContent, on: readonly Capability[]): DeveloperResource[] {
  const language = owner.site.language;
  const words = developerResourcesWordsIn(language).developerResources;
  const site = SITE_RESOURCES.map(({ words: key, ...resource }) => ({
    title: words[key].title,
    ...resource,
    description: words[key].description,
  }));
  const offered = on.flatMap((capability) => capability.developerResources?.(wordsOf(capability, language)) ?? []);
  return [
    ...site,
    ...offered.map(({ title, description, ...resource }) => ({ title, ...resource, description })),
    ...owner.developerResources,
  ];
}
