import { describe, expect, it } from 'vitest';
import { describeHttpFunction } from '../../support/http-function.ts';

describeHttpFunction('codehost', '/api/codehost');

describe('netlify/functions/refresh-activity.mts', () => {
  it('is an hourly scheduled function with no public path (Netlify allows one or the other)', async () => {
    const { config } = await import('../../../netlify/functions/refresh-activity.mts');
    expect(config).toEqual({ schedule: '@hourly' });
  });
});
