import { describe, expect, it } from 'vitest';
import { developerResources } from '../../src/capabilities/developer-resources/resources.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';
import { supportedLanguages } from '../../src/lib/i18n/index.ts';
import { parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';

describe.each(supportedLanguages)('the developer resources in %s', (language) => {
  // The example owner with every capability's switch on, in each shipped language.
  const owner = parseOwnerContent({ ...exampleOwnerInput, site: { ...exampleOwnerInput.site, language } });
  const resources = developerResources(owner, capabilitiesOn(owner));

  it('leave no placeholder unfilled in a title or description (a reader would see "{tickers}")', () => {
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(`${resource.title} ${resource.description}`).not.toMatch(/\{[a-z]\w*\}/i);
  });
});
