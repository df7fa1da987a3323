import { describe, expect, it } from 'vitest';
import { chartSize, dateTicks } from '../../../src/capabilities/optimizer/client/charts.ts';

describe('optimizer chart geometry', () => {
  it('draws at the width available, between 280 and 704 px, with a height that follows', () => {
    expect(chartSize(328)).toEqual({ width: 328, height: 240 });
    expect(chartSize(640)).toEqual({ width: 640, height: 360 });
    expect(chartSize(1200)).toEqual({ width: 704, height: 360 });
    expect(chartSize(100)).toEqual({ width: 280, height: 240 });
    expect(chartSize(0)).toEqual({ width: 640, height: 360 });
  });

  it('spreads date ticks about every 80 px, first and last included', () => {
    expect(dateTicks(223, 248)).toEqual([0, 74, 148, 222]);
    expect(dateTicks(2500, 624)).toHaveLength(8);
    expect(dateTicks(3, 600)).toEqual([0, 1, 2]);
    expect(dateTicks(1, 600)).toEqual([0]);
  });
});
