import { describe, expect, it } from 'vitest';
import { namedOutside, switchOf } from '../../support/capability-names.ts';

const NAMES = [...switchOf('writing'), /['"`]list_posts['"`]/];

describe('the writing folder', () => {
  it('is the only place that names writing: its switch and its tool', () => {
    expect(namedOutside('writing', NAMES)).toEqual([]);
  });

  it('catches a file that names writing outside its folder', () => {
    const text = "const { writing } = owner.site.features; if (owner.site.features.writing) tools.push('list_posts');";
    expect(NAMES.filter((pattern) => pattern.test(text))).toHaveLength(3);
    for (const read of ['site.features?.writing', "site.features['writing']"])
      expect(
        NAMES.some((pattern) => pattern.test(read)),
        read,
      ).toBe(true);
  });
});
