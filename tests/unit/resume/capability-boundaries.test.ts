import { describe, expect, it } from 'vitest';
import { namedOutside, tools } from '../../support/capability-names.ts';

const NAMES = [/\bhasResume\b/, ...tools('get_resume')];

describe('the resume folder', () => {
  it('is the only place that names the résumé: whether it is on and its tool', () => {
    expect(namedOutside('resume', NAMES)).toEqual([]);
  });

  it('catches a file that names the résumé outside its folder', () => {
    const text = "if (hasResume(owner)) tools.push('get_resume');";
    expect(NAMES.filter((pattern) => pattern.test(text))).toHaveLength(2);
  });
});
