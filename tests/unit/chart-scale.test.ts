import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks, normalise, percent } from '../../src/lib/charts/scale.ts';

describe('chart scales', () => {
  it('makes round ticks', () => {
    expect(niceTicks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(-0.13, 0.42, 5)).toEqual([0, 0.2, 0.4]);
    expect(niceTicks(-0.13, 0.42, 10)).toEqual([-0.1, 0, 0.1, 0.2, 0.3, 0.4]);
    expect(niceTicks(3, 3)).toEqual([3]);
    expect(niceTicks(Number.NaN, 1)).toEqual([]);
  });

  it('maps a padded domain onto the range, flipping for y axes', () => {
    const y = linearScale([0, 10], [100, 0], 0);
    expect(y(0)).toBe(100);
    expect(y(10)).toBe(0);
    expect(y(5)).toBe(50);
    const constant = linearScale([2, 2], [0, 10]);
    expect(constant(2)).toBeCloseTo(5, 10);
  });

  it('normalises series to 100 and formats percentages', () => {
    expect(normalise([50, 75, 25])).toEqual([100, 150, 50]);
    expect(percent(0.1234)).toBe('12.3%');
  });
});
