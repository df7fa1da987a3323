import { describe, expect, it } from 'vitest';
import { namedOutside, tools } from '../../support/capability-names.ts';

const NAMES = [...tools('site_stats')];

describe('the stats folder', () => {
  it('is the only place that names the reader statistics: its tool', () => {
    expect(namedOutside('stats', NAMES)).toEqual([]);
  });

  it('catches a file that names the reader statistics outside its folder', () => {
    const text = "ownerTools.push('site_stats');";
    expect(NAMES.filter((pattern) => pattern.test(text))).toHaveLength(1);
  });
});
