import { SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from '../mcp/server-info.ts';
import type { OwnerContent } from '../owner/schema.ts';
import { localizedPath } from '../i18n/paths.ts';
import { defaultLanguage, inSeveralLanguages } from '../owner/localize.ts';
import { absoluteUrl } from '../urls.ts';
import { API_CATALOG_PATH } from './api-catalog-location.ts';

interface Target {
  href: string;
  type?: string;
  /** The target's language (RFC 9264's hreflang, a list), where the site has several. */
  hreflang?: string[];
}

/** One linkset context (RFC 9264, section 4.2): an anchor and its relations, each a list of targets. */
type LinkContext = { anchor: string } & Record<string, string | Target[]>;

/** The page that documents the APIs for people (the api-catalog's service-doc): its path, and its fragments for the HTTP APIs and for MCP. */
export interface ServiceDoc {
  path: string;
  api: string;
  mcp: string;
}

/**
 * The api-catalog (RFC 9727) as a JSON linkset (RFC 9264): the catalog lists the site's two
 * APIs as items; the HTTP APIs (under /api) are described by the OpenAPI document, the MCP
 * server by its server card; both are documented on `serviceDoc`, when the site has that page.
 */
export function apiCatalog(owner: OwnerContent, siteUrl: string, serviceDoc?: ServiceDoc): { linkset: LinkContext[] } {
  const url = (path: string) => absoluteUrl(path, siteUrl);
  // The page in each of the site's languages, each saying its language, where it has several.
  const inEach = (path: string): Target[] =>
    inSeveralLanguages(owner)
      ? owner.site.languages.map((language) => ({
          href: url(localizedPath(path, language, defaultLanguage(owner))),
          type: 'text/html',
          hreflang: [language],
        }))
      : [{ href: url(path), type: 'text/html' }];
  const docs = (part: 'api' | 'mcp'): Record<string, Target[]> =>
    serviceDoc ? { 'service-doc': inEach(`${serviceDoc.path}${serviceDoc[part]}`) } : {};
  return {
    linkset: [
      { anchor: url(API_CATALOG_PATH), item: [{ href: url('/api') }, { href: url('/mcp') }] },
      {
        anchor: url('/api'),
        'service-desc': [{ href: url('/openapi.json'), type: 'application/vnd.oai.openapi+json' }],
        ...docs('api'),
      },
      {
        anchor: url('/mcp'),
        'service-desc': [{ href: url(SERVER_CARD_PATH), type: SERVER_CARD_MEDIA_TYPE }],
        ...docs('mcp'),
      },
    ],
  };
}
