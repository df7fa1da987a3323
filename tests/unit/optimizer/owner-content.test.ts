import { describe, expect, it } from 'vitest';
import { developerResources } from '../../../src/capabilities/developer-resources/resources.ts';
import { capabilitiesOn } from '../../../src/capabilities/list.ts';
import { type OwnerContentInput, parseOwnerContent } from '../../../src/lib/owner/schema.ts';
import { exampleOwnerInput } from '../../fixtures/owners/example.ts';

const resourcesOf = (owner: Parameters<typeof capabilitiesOn>[0]) => developerResources(owner, capabilitiesOn(owner));
// biome-ignore lint/suspicious/noExplicitAny: content is switched by hand, outside the types.
const copy = (input: OwnerContentInput = exampleOwnerInput): Record<string, any> => structuredClone(input) as Record<string, any>;

describe('owner content: the optimizer switch', () => {
  it('leaves the optimizer API out of the developer resources while it is off', () => {
    const content = copy();
    content.site.features = { developers: true, optimizer: false, writing: true };
    const urls = resourcesOf(parseOwnerContent(content as OwnerContentInput)).map((resource) => resource.url);
    expect(urls).not.toContain('/api/portfolio/optimize');
    content.site.features.optimizer = true;
    expect(resourcesOf(parseOwnerContent(content as OwnerContentInput)).map((resource) => resource.url)).toContain(
      '/api/portfolio/optimize',
    );
  });
});
