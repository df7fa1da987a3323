/** The kinds of reader the statistics count (src/lib/stats/readers.ts tells them apart). */
export const READER_KINDS = [
  'people',
  'search-crawler',
  'ai-crawler',
  'ai-assistant',
  'feed-reader',
  'other-bot',
  'mcp-client',
  'unknown',
] as const;
export type ReaderKind = (typeof READER_KINDS)[number];
