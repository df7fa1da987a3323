import { describe, expect, it } from 'vitest';
import { siteOpenApi } from '../../../src/capabilities/build-parts.ts';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as untyped JSON.
type Json = Record<string, any>;

const withOptimizer = (owner: OwnerContent, optimizer: boolean): OwnerContent => ({
  ...owner,
  site: { ...owner.site, features: { ...owner.site.features, optimizer } },
});

describe.each(Object.entries(fixtureOwners))('siteOpenApi for the %s owner', (_, owner) => {
  it('describes the optimizer (path, tag, schemas) exactly when it is switched on', () => {
    const on = siteOpenApi(withOptimizer(owner, true), 'https://site.test') as Json;
    const off = siteOpenApi(withOptimizer(owner, false), 'https://site.test') as Json;
    // The other capabilities' operations stay as they are.
    expect(Object.keys(on.paths).filter((path) => path !== '/api/portfolio/optimize')).toEqual(Object.keys(off.paths));
    expect(Object.keys(on.paths)).toContain('/api/portfolio/optimize');
    expect(on.tags.map((tag: Json) => tag.name).filter((name: string) => name !== 'optimizer')).toEqual(
      off.tags.map((tag: Json) => tag.name),
    );
    expect(on.tags.map((tag: Json) => tag.name)).toContain('optimizer');
    expect(Object.keys(off.components.schemas).some((name) => name.startsWith('Optimize'))).toBe(false);
    expect(JSON.stringify(off)).not.toContain('#/components/schemas/Optimize');
  });
});
