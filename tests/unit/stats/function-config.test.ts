import { describe, expect, it } from 'vitest';
import { describeHttpFunction } from '../../support/http-function.ts';

describeHttpFunction('stats', '/api/stats');

describe('netlify/functions/compact-stats.mts', () => {
  it('is a scheduled function, every quarter of an hour, with no public path', async () => {
    const { config } = await import('../../../netlify/functions/compact-stats.mts');
    expect(config).toEqual({ schedule: '*/15 * * * *' });
  });
});
