import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/lib/lighthouse.ts';

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calibration points below its default", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never goes past the default 4x, however fast the host', () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(4);
    expect(cpuSlowdownFor(5000)).toBe(4);
  });

  it('grows with the host speed and stays at least 1x', () => {
    const indexes = [0, 100, 400, 900, 1200, 1400, 1500];
    const slowdowns = indexes.map(cpuSlowdownFor);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
    expect(Math.min(...slowdowns)).toBe(1);
  });
});
