/** The stats capability's interface words in English: the model for its other languages. */
export const statsWords = {
  // ── reader statistics: /stats, GET /api/stats, site_stats ──
  stats: {
    kinds: {
      people: 'People',
      'search-crawler': 'Search crawlers',
      'ai-crawler': 'AI crawlers',
      'ai-assistant': 'AI assistants',
      'feed-reader': 'Feed readers',
      'other-bot': 'Other programs',
      'mcp-client': 'MCP clients',
      unknown: 'Unknown',
    },
    toolTitle: 'Site statistics',
    toolDescription:
      'Who read this site over the last days (30 unless `days` says otherwise): requests by kind of reader (people, search crawlers, AI crawlers, AI assistants, feed readers, other programs, MCP clients), what each read most, and the MCP clients with the tools they called. For the site’s owner only.',
    /** site_stats' summary line. */
    summary: (total: string, from: string, to: string) => `${total} requests from ${from} to ${to}.`,
    mcpClients: 'MCP clients',
    noMcpClients: 'No MCP client yet.',
    unavailable: 'The statistics store did not answer; try again in a minute.',
  },
};

export type StatsWords = typeof statsWords;
