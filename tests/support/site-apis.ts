import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { featureDefaults } from '../../src/capabilities/list.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

/** The owner with every capability's switch on (site.features), whatever it chose. */
export const everyFeatureOn = (owner: OwnerContent): OwnerContent => ({
  ...owner,
  site: {
    ...owner.site,
    features: { ...owner.site.features, ...Object.fromEntries(Object.keys(featureDefaults()).map((name) => [name, true])) },
  },
});

export interface SiteApi {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/** The HTTP APIs of the capabilities the owner has on, each operation of the OpenAPI document the build publishes, in its order. */
export const siteApis = (owner: OwnerContent): SiteApi[] =>
  Object.entries((siteOpenApi(owner, 'https://site.test') as { paths: Record<string, Record<string, unknown>> }).paths).flatMap(
    ([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase() as SiteApi['method'], path })),
  );

/** A request an API refuses before doing any work: an empty JSON object for one that takes a body, nothing for the others. */
export const emptyRequest = ({ method }: SiteApi): RequestInit =>
  method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' }, body: '{}' };
