import type { Config } from '@netlify/functions';
import { createStatsHandler } from '../../src/capabilities/stats/core/handler.ts';
import { countingOn } from '../../src/data/built-counting.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { runtimeEnv, STATS_STORE } from '../../src/lib/stats/count-requests.ts';
import { blobsShardStore } from '../../src/lib/stats/shard-store.ts';

// The token is read on each request: without one, there are no statistics (404).
export default netlifyHandler('stats', (request: Request) =>
  createStatsHandler({
    token: runtimeEnv.get('STATS_TOKEN'),
    store: () => blobsShardStore(STATS_STORE, runtimeEnv),
    counting: countingOn,
  })(request),
);

export const config: Config = {
  path: '/api/stats',
  // The owner's own reads: a few a minute. A guesser of tokens gets 429 long before any luck.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
