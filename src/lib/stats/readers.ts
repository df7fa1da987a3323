import type { ReaderKind } from './reader-kinds.ts';

/**
 * Who sent a request, as far as its User-Agent tells, from two maintained lists: crawler-user-agents
 * (about 1,500 robots, each tagged: search engine, AI crawler, feed reader…) and isbot, which knows
 * the generic signs of a program. Neither list is ours; `npm update` brings their new robots.
 */

/**
 * The AI crawlers of crawler-user-agents that fetch a page because a person asked for it (their
 * operators' documentation says so), not to gather pages for training or an index. Named by
 * their entries' `pattern`, as the list writes them; a test checks each is still there.
 */
export const ASSISTANT_PATTERNS: readonly string[] = [
  'ChatGPT-User',
  'Claude-User',
  'Perplexity-User',
  'PerplexityUser',
  'MistralAI-User',
  'Amzn-User',
  'DuckAssistBot',
  'Google-NotebookLM',
  'kagi-fetcher',
  'Gemini-Deep-Research',
];

interface Crawler {
  pattern: string;
  tags?: string[];
}

function kindOfCrawler({ pattern, tags = [] }: Crawler): ReaderKind {
  if (tags.includes('ai-crawler')) return ASSISTANT_PATTERNS.includes(pattern) ? 'ai-assistant' : 'ai-crawler';
  if (tags.includes('search-engine')) return 'search-crawler';
  if (tags.includes('feed-reader')) return 'feed-reader';
  return 'other-bot';
}

interface Lists {
  patterns: { test: RegExp; kind: ReaderKind }[];
  isbot(agent: string): boolean;
}

let lists: Promise<Lists> | undefined;
/**
 * Loaded and compiled on first use, once per instance, after a response (counting waits for
 * it, no request does): about 1,500 patterns, which a function's cold start does not pay for.
 */
const loaded = () => {
  lists ??= Promise.all([import('crawler-user-agents'), import('isbot')]).then(([crawlers, bots]) => ({
    patterns: (crawlers.default as Crawler[]).map((crawler) => ({ test: new RegExp(crawler.pattern), kind: kindOfCrawler(crawler) })),
    isbot: bots.isbot,
  }));
  return lists;
};

/** The User-Agents already told apart, the oldest dropped first past the limit: a site's readers are few and come back. */
const seen = new Map<string, ReaderKind>();
const SEEN_LIMIT = 500;

/** The kind of reader a User-Agent says it is: no User-Agent is unknown; anything else no list knows as a robot is a person's browser. */
export async function readerKind(userAgent: string | null | undefined): Promise<ReaderKind> {
  const agent = userAgent?.trim();
  if (!agent) return 'unknown';
  const known = seen.get(agent);
  if (known) return known;
  const { patterns, isbot } = await loaded();
  const kind = patterns.find(({ test }) => test.test(agent))?.kind ?? (isbot(agent) ? 'other-bot' : 'people');
  if (seen.size >= SEEN_LIMIT) seen.delete(seen.keys().next().value as string);
  seen.set(agent, kind);
  return kind;
}
