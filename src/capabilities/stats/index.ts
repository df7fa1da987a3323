import type { Capability } from '../capability.ts';

/**
 * Who reads the site (people, crawlers, AI assistants, MCP clients), counted privately, for the
 * owner alone: GET /api/stats with STATS_TOKEN. Counting itself is shared machinery
 * (src/lib/stats/), done by the functions and edge functions. Its switch is the token, not the
 * owner file: the statistics are the owner's, not the site's content, and without the token
 * nothing is counted, kept or answered.
 */
export const stats: Capability = {
  name: 'stats',
  isOn: () => true,
  functions: ['stats', 'compact-stats'],
};
