import { describe, expect, it } from 'vitest';
import { namedOutside, tools } from '../../support/capability-names.ts';

const NAMES = [...tools('get_code_activity')];

describe('the activity folder', () => {
  it('is the only place that names the code activity: its tool', () => {
    expect(namedOutside('activity', NAMES)).toEqual([]);
  });

  it('catches a file that names the code activity outside its folder', () => {
    const text = "tools.push('get_code_activity');";
    expect(NAMES.filter((pattern) => pattern.test(text))).toHaveLength(1);
  });
});
