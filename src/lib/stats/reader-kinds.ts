/**
 * The kinds of reader the statistics count (src/lib/stats/readers.ts tells them apart). AI
 * robots are told apart as their operators declare them: those that fetch for an AI search index
 * (and send readers back), those that gather for training, and those that fetch because a person
 * asked just now (src/lib/stats/ai-robots.ts).
 */
export const READER_KINDS = [
  'people',
  'search-crawler',
  'ai-search-crawler',
  'ai-training-crawler',
  'ai-assistant',
  'feed-reader',
  'other-bot',
  'mcp-client',
  'unknown',
  // Before 2026-12-01 AI search and training crawlers were counted together: kept for the days counted then, never counted now.
  'ai-crawler',
] as const;
export type ReaderKind = (typeof READER_KINDS)[number];
