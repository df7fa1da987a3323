import type { Capability } from '../capability.ts';
import { type StatsRuntime, statsOwnerTools } from './owner-tools.ts';
import type { StatsWords } from './words/en.ts';
import { statsWordsByLanguage } from './words.ts';

declare module '../capability.ts' {
  interface CapabilityData {
    /** What site_stats needs of its runtime. */
    stats: StatsRuntime;
  }
}

/**
 * Who reads the site (people, crawlers, AI assistants, MCP clients), counted privately, for the
 * owner alone: GET /api/stats with STATS_TOKEN. Counting itself is shared machinery
 * (src/lib/stats/), done by the functions and edge functions. Its switch is the token, not the
 * owner file: the statistics are the owner's, not the site's content, and without the token
 * nothing is counted, kept or answered.
 */
export const stats: Capability<StatsWords> = {
  name: 'stats',
  isOn: () => true,
  words: statsWordsByLanguage,
  functions: ['stats', 'compact-stats'],
  services: ({ env, counting }) => ({ stats: { env, counting } }),
  mcp: {
    ownerTools: ({ owner, stats: runtime }) => statsOwnerTools(owner, runtime ?? { env: {}, counting: false }),
  },
};
