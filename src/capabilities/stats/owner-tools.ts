import { bearerToken, isSecret } from '../../lib/http/bearer.ts';
import type { OwnerTools } from '../../lib/mcp/handler.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { type Env, STATS_STORE } from '../../lib/stats/count-requests.ts';
import { blobsShardStore } from '../../lib/stats/shard-store.ts';
import { siteStatsTool } from './mcp-tool.ts';

/** The owner's MCP tool, site_stats, for a request bearing STATS_TOKEN (read on each request); none while no token is set. */
export const statsOwnerTools =
  (env: Env, counting: boolean) =>
  (owner: OwnerContent): OwnerTools => ({
    isOwner: (request) => {
      const token = env.get('STATS_TOKEN');
      return Boolean(token) && isSecret(bearerToken(request.headers.get('authorization')), token as string);
    },
    tools: [siteStatsTool({ owner, store: () => blobsShardStore(STATS_STORE, env), counting })],
  });
