import { describe, expect, it } from 'vitest';
import { UPSTREAM_CODES, UpstreamError, type UpstreamFailure } from '../../../src/lib/http/upstream.ts';
import { ERROR_STATUS } from '../../../src/capabilities/optimizer/core/handler.ts';
import { optimizePortfolio } from '../../../src/capabilities/optimizer/core/optimize.ts';

const failures = Object.keys(UPSTREAM_CODES) as UpstreamFailure[];
const failingMarket = (failure: UpstreamFailure) => {
  const fail = async (): Promise<never> => {
    throw new UpstreamError(failure, 'down', { retryAfterSeconds: 7 });
  };
  return { instruments: fail, histories: fail };
};

describe('one error code per upstream condition', () => {
  it.each(failures)('%s: the optimizer (API and tool) answers the shared code, as a 503', async (failure) => {
    const outcome = await optimizePortfolio({ tickers: ['GGAL', 'YPFD'] }, failingMarket(failure), new Date());
    expect(outcome).toMatchObject({ ok: false, failure: { code: UPSTREAM_CODES[failure], retryAfterSeconds: 7 } });
    expect(ERROR_STATUS[UPSTREAM_CODES[failure]]).toBe(503);
  });
});
