import { bearerToken, isSecret } from './core/bearer.ts';
import type { OwnerTools } from '../../lib/mcp/handler.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { STATS_STORE } from '../../lib/stats/count-requests.ts';
import { blobsShardStore } from '../../lib/stats/shard-store.ts';
import type { Env } from '../capability.ts';
import { siteStatsTool } from './mcp-tool.ts';

/** What the statistics' owner tool needs of its runtime: the token (read on each request), and whether the build counts. */
export interface StatsRuntime {
  env: Env;
  counting: boolean;
}

/** The owner's MCP tool, site_stats, for a request bearing STATS_TOKEN; to anyone else, and while no token is set, none. */
export const statsOwnerTools = (owner: OwnerContent, { env, counting }: StatsRuntime): OwnerTools => ({
  isOwner: (request) => {
    const token = env.STATS_TOKEN;
    return Boolean(token) && isSecret(bearerToken(request.headers.get('authorization')), token as string);
  },
  tools: [siteStatsTool({ owner, store: () => blobsShardStore(STATS_STORE, { get: (name) => env[name] }), counting })],
});
