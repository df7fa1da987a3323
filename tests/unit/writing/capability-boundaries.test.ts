import { describe, expect, it } from 'vitest';
import { describeOwnNames, switchOf } from '../../support/capability-names.ts';

const NAMES = [...switchOf('writing'), /['"`]list_posts['"`]/];

describeOwnNames(
  'writing',
  'writing',
  'its switch and its tool',
  NAMES,
  "const { writing } = owner.site.features; if (owner.site.features.writing) tools.push('list_posts');",
  3,
);

describe('the writing folder’s names', () => {
  it('catch its switch read with optional chaining or by key', () => {
    for (const read of ['site.features?.writing', "site.features['writing']"])
      expect(
        NAMES.some((pattern) => pattern.test(read)),
        read,
      ).toBe(true);
  });
});
