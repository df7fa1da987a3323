import { type Dictionary, dictionaryFor } from '../../data/dictionaries.ts';
import type { DeveloperResource, OwnerContent } from '../../lib/owner/schema.ts';
import type { Capability, DeveloperResourceOffer } from '../capability.ts';

/** The machine-readable documents every deployment of this site offers. Paths resolve against the site URL. */
const SITE_RESOURCES: DeveloperResourceOffer[] = [
  { words: 'openApi', url: '/openapi.json', mediaType: 'application/vnd.oai.openapi+json' },
  { words: 'mcp', url: '/mcp', method: 'POST', mediaType: 'application/json' },
  // Linked by its .json location: the same card as /mcp/server-card, which the AI Catalog lists,
  // and no crawler mistakes it for a page.
  { words: 'serverCard', url: '/.well-known/mcp/server-card.json', mediaType: 'application/mcp-server-card+json' },
  { words: 'aiCatalog', url: '/.well-known/ai-catalog.json', mediaType: 'application/ai-catalog+json' },
  { words: 'llmsTxt', url: '/llms.txt', mediaType: 'text/plain' },
  { words: 'llmsFull', url: '/llms-full.txt', mediaType: 'text/plain' },
  { words: 'sitemap', url: '/sitemap.xml', mediaType: 'application/xml' },
];

const worded =
  (dictionary: Dictionary) =>
  ({ words, ...resource }: DeveloperResourceOffer): DeveloperResource => {
    const { title, description } = dictionary.developerResources[words];
    return { title, ...resource, description };
  };

/**
 * Every resource the site lists for developers: the site's documents, then the APIs of the
 * capabilities the owner has on (`on`), then those the owner added. Derived here, not by the
 * owner schema, which keeps what the owner wrote as written.
 */
export function developerResources(
  owner: OwnerContent,
  on: readonly Capability[],
  dictionary = dictionaryFor(owner.site.language),
): DeveloperResource[] {
  const offered = [...SITE_RESOURCES, ...on.flatMap((capability) => capability.developerResources ?? [])];
  return [...offered.map(worded(dictionary)), ...owner.developerResources];
}
