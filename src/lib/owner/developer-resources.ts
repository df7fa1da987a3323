import { type Dictionary, dictionaryFor } from '../i18n/index.ts';
import type { DeveloperResource, Features, OwnerContent } from './schema.ts';

type Words = Dictionary['developerResources'];

interface BuiltIn extends Omit<DeveloperResource, 'title' | 'description'> {
  /** Its title and description in the dictionary. */
  words: keyof Words;
  feature?: keyof Features;
}

/** The machine-readable surface every deployment of this site offers. Paths resolve against the site URL. */
const BUILT_IN: BuiltIn[] = [
  { words: 'openApi', url: '/openapi.json', mediaType: 'application/vnd.oai.openapi+json' },
  { words: 'codehost', url: '/api/codehost', method: 'GET', mediaType: 'application/json' },
  { words: 'optimizer', url: '/api/portfolio/optimize', method: 'POST', feature: 'optimizer', mediaType: 'application/json' },
  { words: 'mcp', url: '/mcp', method: 'POST', mediaType: 'application/json' },
  // Linked by its .json location: the same card as /mcp/server-card, which the AI Catalog lists,
  // and no crawler mistakes it for a page.
  { words: 'serverCard', url: '/.well-known/mcp/server-card.json', mediaType: 'application/mcp-server-card+json' },
  { words: 'aiCatalog', url: '/.well-known/ai-catalog.json', mediaType: 'application/ai-catalog+json' },
  { words: 'llmsTxt', url: '/llms.txt', mediaType: 'text/plain' },
  { words: 'llmsFull', url: '/llms-full.txt', mediaType: 'text/plain' },
  { words: 'sitemap', url: '/sitemap.xml', mediaType: 'application/xml' },
];

/** The built-in resources of the features that are switched on, titled and described in the owner's language. */
function builtInDeveloperResources(features: Features, dictionary: Dictionary): DeveloperResource[] {
  return BUILT_IN.filter((resource) => !resource.feature || features[resource.feature]).map(({ words, feature: _, ...resource }) => {
    const { title, description } = dictionary.developerResources[words];
    return { title, ...resource, description };
  });
}

/**
 * Every resource the site lists for developers: the built-in ones of the switched-on features
 * first, then those the owner added. Derived here, not by the owner schema, which keeps what the
 * owner wrote as written.
 */
export function developerResources(owner: OwnerContent, dictionary = dictionaryFor(owner.site.language)): DeveloperResource[] {
  return [...builtInDeveloperResources(owner.site.features, dictionary), ...owner.developerResources];
}
