import { BENCH_SITE, type FunctionBench } from '../../support/function-bench.ts';

// Without STATS_TOKEN (as here): stats answers 404 and compact-stats has nothing to do.
export const functionBench: FunctionBench = {
  firstRequests: {
    stats: { url: `${BENCH_SITE}/api/stats`, init: {} },
    'compact-stats': { url: `${BENCH_SITE}/.netlify/functions/compact-stats`, init: { method: 'POST', body: '{}' } },
  },
};
