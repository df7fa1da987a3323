import { describe, expect, it } from 'vitest';
import { namedOutside, switchOf, tools } from '../../support/capability-names.ts';

const NAMES = [...switchOf('optimizer'), ...tools('optimize_portfolio')];

describe('the optimizer folder', () => {
  it('is the only place that names the optimizer: its switch and its tool', () => {
    expect(namedOutside('optimizer', NAMES)).toEqual([]);
  });

  it('catches a file that names the optimizer outside its folder', () => {
    const text = "const { optimizer } = owner.site.features; if (owner.site.features.optimizer) tools.push('optimize_portfolio');";
    expect(NAMES.filter((pattern) => pattern.test(text))).toHaveLength(3);
  });
});
