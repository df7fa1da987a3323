/** The stats capability's interface words in English: the model for its other languages. */
export const statsWords = {
  // ── reader statistics: /stats, GET /api/stats, site_stats ──
  stats: {
    kinds: {
      people: 'People',
      'search-crawler': 'Search crawlers',
      'ai-search-crawler': 'AI search crawlers',
      'ai-training-crawler': 'AI training crawlers',
      'ai-assistant': 'AI assistants',
      'feed-reader': 'Feed readers',
      'other-bot': 'Other programs',
      'mcp-client': 'MCP clients',
      unknown: 'Unknown',
      'ai-crawler': 'AI crawlers, search and training together (counted before 2026-12-01)',
    },
    toolTitle: 'Site statistics',
    toolDescription:
      'Who read this site over the last days (30 unless `days` says otherwise): requests by kind of reader (people, search crawlers, AI search crawlers, AI training crawlers, AI assistants, feed readers, other programs, MCP clients), what each read most, and the MCP clients with the tools they called, the rest summed; every count in pages of rows (`page`). For the site’s owner only.',
    /** site_stats' summary line. */
    summary: (total: string, from: string, to: string) => `${total} requests from ${from} to ${to}.`,
    mcpClients: 'MCP clients',
    /** The table of operators whose agents sign their requests. */
    signedAgents: 'Signed agents, verified or claimed',
    signer: 'Operator',
    noMcpClients: 'No MCP client yet.',
    /** The line under a list that leaves names out (their requests summed beside it): how many. */
    others: (names: string) => `${names} more`,
    /** site_stats' line on the rows it gives: this page of how many. */
    rowsPage: (page: string, pages: string, rows: string) => `Rows: page ${page} of ${pages} (${rows} in all).`,
    notCounting: 'This deploy counts nobody: it was built before STATS_TOKEN was set. Deploy the site again to start counting.',
    unavailable: 'The statistics store did not answer; try again in a minute.',
    // The /stats page.
    title: (name: string) => `Reader statistics of ${name}'s site`,
    description: "Who reads this site, counted privately: for the site's owner, with their token.",
    heading: 'Reader statistics',
    lead: 'Who read this site over the last 30 days: people, crawlers, AI assistants, feed readers and MCP clients. For the owner only: the page asks for the statistics token (STATS_TOKEN).',
    tokenLabel: 'Statistics token',
    show: 'Show',
    forget: 'Forget the token',
    tokenHint: 'Kept by this page only, until you leave or reload it; sent only to /api/stats, never in an address.',
    needsScript: 'This page needs JavaScript: it asks /api/stats for the counts with your token.',
    loading: 'Loading…',
    wrongToken: 'That is not the statistics token.',
    off: 'Statistics are off: set STATS_TOKEN in the site’s environment, then deploy again (docs/privacy.md).',
    failed: 'The statistics could not be loaded; try again in a minute.',
    byKind: 'Readers by kind',
    daily: 'Day by day',
    dailyChart: (from: string, to: string) => `Requests each day from ${from} to ${to}, by kind of reader`,
    dailyTable: 'The same, as a table',
    day: 'Day',
    mostRead: 'What each kind read most',
    calls: 'Calls',
    llmsAndFeeds: 'llms.txt and feeds',
    llms: 'llms.txt',
    feeds: 'Feeds',
    kind: 'Reader',
    requests: 'Requests',
    client: 'Client',
    nothing: 'Nothing counted yet.',
  },
};

export type StatsWords = typeof statsWords;
