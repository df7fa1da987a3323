import { describe, expect, it } from 'vitest';
import { developersServiceDoc } from '../../src/capabilities/developers/index.ts';
import { apiCatalog } from '../../src/lib/discovery/api-catalog.ts';
import { API_CATALOG_LINK, API_CATALOG_MEDIA_TYPE, API_CATALOG_PATH } from '../../src/lib/discovery/api-catalog-location.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

const SITE = 'https://site.test';

/** RFC 9264, section 4.2: a linkset is an array of contexts, each an anchor and relations whose values are arrays of targets with an href. */
function linksetErrors(document: { linkset: Record<string, unknown>[] }): string[] {
  const errors: string[] = [];
  if (!Array.isArray(document.linkset)) return ['linkset is not an array'];
  for (const [index, context] of document.linkset.entries()) {
    if (typeof context.anchor !== 'string' || !URL.canParse(context.anchor)) errors.push(`${index}: anchor is not an absolute URI`);
    for (const [relation, targets] of Object.entries(context)) {
      if (relation === 'anchor') continue;
      if (!Array.isArray(targets) || targets.length === 0) errors.push(`${index}.${relation}: not a non-empty array`);
      else
        for (const target of targets)
          if (typeof target?.href !== 'string' || !URL.canParse(target.href))
            errors.push(`${index}.${relation}: a target without an absolute href`);
    }
  }
  return errors;
}

describe.each(Object.entries(fixtureOwners))("the %s owner's API catalog (RFC 9727)", (_, owner) => {
  const catalog = apiCatalog(owner, SITE, developersServiceDoc(owner));
  const context = (anchor: string) => catalog.linkset.find((entry) => entry.anchor === `${SITE}${anchor}`);

  it('is a JSON linkset (RFC 9264) whose first context is the catalog itself, listing the HTTP APIs and the MCP server', () => {
    expect(linksetErrors(catalog)).toEqual([]);
    expect(catalog.linkset[0]).toEqual({ anchor: `${SITE}${API_CATALOG_PATH}`, item: [{ href: `${SITE}/api` }, { href: `${SITE}/mcp` }] });
  });

  it('describes the HTTP APIs by the OpenAPI document and the MCP server by its server card', () => {
    expect(context('/api')!['service-desc']).toEqual([{ href: `${SITE}/openapi.json`, type: 'application/vnd.oai.openapi+json' }]);
    expect(context('/mcp')!['service-desc']).toEqual([{ href: `${SITE}/mcp/server-card`, type: 'application/mcp-server-card+json' }]);
  });

  it('documents both on /developers, and only while that page is on', () => {
    const docs = [context('/api')!['service-doc'], context('/mcp')!['service-doc']];
    if (owner.site.features.developers)
      expect(docs).toEqual([
        [{ href: `${SITE}/developers#endpoints`, type: 'text/html' }],
        [{ href: `${SITE}/developers#mcp`, type: 'text/html' }],
      ]);
    const withoutPage = { ...owner, site: { ...owner.site, features: { ...owner.site.features, developers: false } } };
    const off = apiCatalog(withoutPage, SITE, developersServiceDoc(withoutPage));
    expect(off.linkset.some((entry) => 'service-doc' in entry)).toBe(false);
  });
});

describe('where the catalog is', () => {
  it('is the well-known URI, served as a linkset with the api-catalog profile, and linked with rel="api-catalog"', () => {
    expect(API_CATALOG_PATH).toBe('/.well-known/api-catalog');
    expect(API_CATALOG_MEDIA_TYPE).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    expect(API_CATALOG_LINK).toBe('</.well-known/api-catalog>; rel="api-catalog"');
  });
});
