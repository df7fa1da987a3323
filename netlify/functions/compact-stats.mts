import type { Config } from '@netlify/functions';
import { compactCounts } from '../../src/capabilities/stats/core/compact.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { runtimeEnv, STATS_STORE } from '../../src/lib/stats/count-requests.ts';
import { blobsShardStore } from '../../src/lib/stats/shard-store.ts';

// Every hour, each day's statistics shards merged into one document, so that a read stays a few
// documents. Nothing to do while no STATS_TOKEN is set: nothing is counted then.
export default netlifyHandler('compact-stats', async () => {
  // Strong reads: a shard written a moment ago is read, not taken for empty and deleted.
  const store = blobsShardStore(STATS_STORE, runtimeEnv, 'strong');
  if (!runtimeEnv.get('STATS_TOKEN') || !store) return new Response(null, { status: 204 });
  const { days, shards } = await compactCounts(store);
  console.log(`compact-stats: ${shards} shards merged into ${days} days`);
  return new Response(null, { status: 204 });
});

export const config: Config = {
  schedule: '@hourly',
};
