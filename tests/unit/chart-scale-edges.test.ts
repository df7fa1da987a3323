import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks, normalise, percent } from '../../src/lib/charts/scale.ts';

describe('niceTicks steps', () => {
  it.each([
    [0, 5, 5, [0, 1, 2, 3, 4, 5]],
    [0, 10, 5, [0, 2, 4, 6, 8, 10]],
    [0, 11, 5, [0, 2.5, 5, 7.5, 10]],
    [0, 20, 5, [0, 5, 10, 15, 20]],
    [0, 4.5, 5, [0, 1, 2, 3, 4]],
    [1, 1.000_5, 5, [1, 1.0001, 1.0002, 1.0003, 1.0004, 1.0005]],
    [-1200, -300, 3, [-1000, -500]],
  ])('niceTicks(%d, %d, %d)', (min, max, count, expected) => {
    expect(niceTicks(min, max, count)).toEqual(expected);
  });

  it('treats a count below one as one interval', () => {
    expect(niceTicks(0, 10, 0)).toEqual([0, 10]);
  });

  it('returns nothing for infinite bounds or an inverted range', () => {
    expect(niceTicks(0, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(niceTicks(Number.NEGATIVE_INFINITY, 0)).toEqual([]);
    expect(niceTicks(10, 0)).toEqual([]);
  });

  it('keeps every tick inside the range', () => {
    for (const [min, max] of [
      [0.013, 0.97],
      [-3.3, 7.1],
      [1e6, 3.3e6],
    ] as const) {
      const ticks = niceTicks(min, max);
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks[0]).toBeGreaterThanOrEqual(min);
      expect(ticks.at(-1)).toBeLessThanOrEqual(max);
    }
  });
});

describe('linearScale with equal values', () => {
  it('opens a zero-width domain around 0 by ±1 before padding', () => {
    const scale = linearScale([0, 0, 0], [0, 100]);
    expect(scale.domain[0]).toBeCloseTo(-1.12, 12);
    expect(scale.domain[1]).toBeCloseTo(1.12, 12);
    expect(scale(0)).toBeCloseTo(50, 12);
    expect(scale.ticks).toEqual([-1, -0.5, 0, 0.5, 1]);
  });

  it('opens a zero-width domain around a negative value by 10 %', () => {
    const scale = linearScale([-5, -5], [0, 10], 0);
    expect(scale.domain).toEqual([-5.5, -4.5]);
    expect(scale(-5)).toBeCloseTo(5, 12);
  });

  it('pads a real domain by the padding share on each side', () => {
    const scale = linearScale([10, 20, 15], [0, 200], 0.1);
    expect(scale.domain).toEqual([9, 21]);
    expect(scale(9)).toBe(0);
    expect(scale(21)).toBeCloseTo(200, 12);
  });
});

describe('normalise and percent', () => {
  it('leaves a series with a zero or missing first value as it is', () => {
    const zero = [0, 5, 10];
    expect(normalise(zero)).toBe(zero);
    expect(normalise([])).toEqual([]);
  });

  it('rebases on a negative first value too', () => {
    expect(normalise([-2, -1, -4])).toEqual([100, 50, 200]);
  });

  it('formats with the given number of digits', () => {
    expect(percent(0.5, 0)).toBe('50%');
    expect(percent(-0.01234, 2)).toBe('-1.23%');
  });
});
