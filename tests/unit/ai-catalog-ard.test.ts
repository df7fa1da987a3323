import { describe, expect, it } from 'vitest';
// Lighthouse's own port of the Agentic Resource Discovery conformance test (its ard-schema audit).
import { ConformanceTester } from '../../node_modules/lighthouse/third-party/ard/ard.js';
import { aiCatalog } from '../../src/lib/mcp/server-info.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

describe.each(Object.entries(fixtureOwners))("the %s owner's AI Catalog", (_, owner) => {
  it.each(['https://octocat.example.dev', 'https://lucía.example.com.ar/', 'http://localhost:8888'])(
    'passes Lighthouse’s ARD conformance check with no error or warning at %s',
    (site) => {
      const tester = new ConformanceTester();
      tester.validate_manifest(JSON.stringify(aiCatalog(owner, site)), 'ai-catalog.json');
      expect(tester.errors).toEqual([]);
      expect(tester.warnings).toEqual([]);
    },
  );
});

describe('the ARD conformance check', () => {
  it('fails an entry without displayName, and warns without representativeQueries', () => {
    const [entry] = aiCatalog(fixtureOwners.example, 'https://s.test').entries;
    const { displayName: _, representativeQueries: __, ...bare } = entry!;
    const tester = new ConformanceTester();
    tester.validate_manifest(JSON.stringify({ specVersion: '1.0', entries: [bare] }), 'ai-catalog.json');
    expect(tester.errors.map((error) => error.message)).toContain("Missing required 'displayName'.");
    expect(tester.warnings.map((warning) => warning.message).join('\n')).toMatch(/representativeQueries/);
  });
});
