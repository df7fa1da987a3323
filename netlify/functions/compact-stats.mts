import type { Config } from '@netlify/functions';
import { compactCounts } from '../../src/capabilities/stats/core/compact.ts';
import { retentionDays } from '../../src/capabilities/stats/core/days.ts';
import { countingOn } from '../../src/data/built-counting.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { runtimeEnv, STATS_STORE } from '../../src/lib/stats/count-requests.ts';
import { blobsShardStore } from '../../src/lib/stats/shard-store.ts';

// Every quarter of an hour, the shards no instance writes any more merged into one document a
// day, and the counts older than STATS_RETENTION_DAYS deleted, in steps that stop well within a
// scheduled function's 30 s: a run cut short is finished by the next. Nothing to do on a deploy
// that counts nobody.
export default netlifyHandler('compact-stats', async () => {
  // Strong reads: a shard written a moment ago is read, not taken for empty and deleted.
  const store = blobsShardStore(STATS_STORE, runtimeEnv, 'strong');
  if (!countingOn || !store) return new Response(null, { status: 204 });
  const { shards, left, expired } = await compactCounts(store, { retentionDays: retentionDays(runtimeEnv.get('STATS_RETENTION_DAYS')) });
  console.log(`compact-stats: ${shards} shards merged, ${left} left for the next run, ${expired} expired`);
  return new Response(null, { status: 204 });
});

export const config: Config = {
  schedule: '*/15 * * * *',
};
