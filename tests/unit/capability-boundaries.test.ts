import { describe, expect, it } from 'vitest';
import { capabilities } from '../../src/capabilities/list.ts';
import { checksItsOwnNames, namedOutside, switchOf, tools } from '../support/capability-names.ts';

/**
 * What names each capability (its switch, whether it is on, its MCP tools). A capability taken
 * out with its tests checks its own names there (tests/unit/<name>/capability-boundaries.test.ts).
 */
const NAMES: Record<string, RegExp[]> = {
  profile: tools('get_profile', 'get_contact'),
  projects: tools('list_projects'),
  'developer-resources': tools('list_developer_resources'),
  developers: switchOf('developers'),
};

describe('one folder per capability', () => {
  it('knows every capability of the list, or leaves it to its own tests, and knows no other', () => {
    const listed = capabilities.map((capability) => capability.name);
    expect(listed.filter((name) => !checksItsOwnNames(name)).sort()).toEqual(Object.keys(NAMES).sort());
  });

  it.each(Object.entries(NAMES))('%s: its switch and its tools are named in its folder only', (name, patterns) => {
    expect(namedOutside(name, patterns)).toEqual([]);
  });

  it('catches a file that names a capability outside its folder', () => {
    const named = [...switchOf('example'), ...tools('example_tool')];
    const text = "const { example } = owner.site.features; if (owner.site.features.example) tools.push('example_tool');";
    expect(named.filter((pattern) => pattern.test(text))).toHaveLength(3);
    expect(NAMES.developers!.some((pattern) => pattern.test('const { developers, example } = site.features;'))).toBe(true);
    expect(NAMES.developers!.some((pattern) => pattern.test('const { developers } = owner.profile;'))).toBe(false);
    for (const read of ['site.features?.developers', "site.features['developers']"])
      expect(
        NAMES.developers!.some((pattern) => pattern.test(read)),
        read,
      ).toBe(true);
  });
});
