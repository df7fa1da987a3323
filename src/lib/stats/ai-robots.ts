import type { ReaderKind } from './reader-kinds.ts';

/** What an AI robot fetches for, as its operator says: an AI search index, training data, or a person's request now. */
export type AiKind = Extract<ReaderKind, 'ai-search-crawler' | 'ai-training-crawler' | 'ai-assistant'>;

/** One AI robot of crawler-user-agents (by its entry's `pattern`, as the list writes it), placed by its operator's own documentation. */
export interface AiRobot {
  pattern: string;
  kind: AiKind;
  operator: string;
  /** Where the operator says what the robot does. */
  source: string;
}

const OPENAI = 'https://developers.openai.com/api/docs/bots';
const ANTHROPIC =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const PERPLEXITY = 'https://docs.perplexity.ai/guides/bots';
const GOOGLE_USER_TRIGGERED = 'https://developers.google.com/search/docs/crawling-indexing/google-user-triggered-fetchers';
const GOOGLE_COMMON = 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers';
const AMAZON = 'https://developer.amazon.com/amazonbot';
const META = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

/**
 * The AI robots this site places by what their operators document. Every other robot the list
 * tags `ai-crawler` is placed by the list's own tags (aiKindOf): an AI search crawler where it is
 * also tagged `search-engine`, else an AI training crawler.
 */
export const AI_ROBOTS: readonly AiRobot[] = [
  // "It is used to crawl content that may be used in training"; "OAI-SearchBot is for search"; "ChatGPT-User is for user actions".
  { pattern: 'GPTBot', kind: 'ai-training-crawler', operator: 'OpenAI', source: OPENAI },
  { pattern: 'OAI-SearchBot', kind: 'ai-search-crawler', operator: 'OpenAI', source: OPENAI },
  { pattern: 'ChatGPT-User', kind: 'ai-assistant', operator: 'OpenAI', source: OPENAI },
  // ClaudeBot collects what "could potentially contribute to their training"; Claude-SearchBot "to improve search result quality"; Claude-User "when individuals ask questions".
  { pattern: '[cC]laude[bB]ot', kind: 'ai-training-crawler', operator: 'Anthropic', source: ANTHROPIC },
  { pattern: 'Claude-SearchBot', kind: 'ai-search-crawler', operator: 'Anthropic', source: ANTHROPIC },
  { pattern: 'Claude-User', kind: 'ai-assistant', operator: 'Anthropic', source: ANTHROPIC },
  // PerplexityBot: to surface and link sites in Perplexity's search results; Perplexity-User: fetches for a person's question.
  { pattern: 'PerplexityBot\\/', kind: 'ai-search-crawler', operator: 'Perplexity', source: PERPLEXITY },
  { pattern: 'Perplexity-User', kind: 'ai-assistant', operator: 'Perplexity', source: PERPLEXITY },
  { pattern: 'PerplexityUser', kind: 'ai-assistant', operator: 'Perplexity', source: PERPLEXITY },
  // Among Google's user-triggered fetchers: they fetch at a user's request.
  { pattern: 'Google-NotebookLM', kind: 'ai-assistant', operator: 'Google', source: GOOGLE_USER_TRIGGERED },
  { pattern: 'Gemini-Deep-Research', kind: 'ai-assistant', operator: 'Google', source: GOOGLE_USER_TRIGGERED },
  // Google-CloudVertexBot: crawls, at the site owner's request, for the Vertex AI agents built on it (an index for answers).
  { pattern: 'Google-CloudVertexBot', kind: 'ai-search-crawler', operator: 'Google', source: GOOGLE_COMMON },
  // Google-Extended is a robots.txt token for training Gemini models, not a User-Agent: it would be that if it came.
  { pattern: 'Google-Extended', kind: 'ai-training-crawler', operator: 'Google', source: GOOGLE_COMMON },
  // Amzn-SearchBot improves search and Rufus and Alexa answers; Amzn-User fetches for a customer's request.
  { pattern: 'Amzn-SearchBot', kind: 'ai-search-crawler', operator: 'Amazon', source: AMAZON },
  { pattern: 'Amzn-User', kind: 'ai-assistant', operator: 'Amazon', source: AMAZON },
  // meta-externalagent: for uses such as training AI models; FacebookBot: to improve Meta's language models.
  { pattern: 'meta-externalagent\\/', kind: 'ai-training-crawler', operator: 'Meta', source: META },
  { pattern: 'FacebookBot', kind: 'ai-training-crawler', operator: 'Meta', source: 'https://developers.facebook.com/docs/sharing/bot/' },
  // Common Crawl's open archive, which AI models are trained on.
  { pattern: 'CCBot', kind: 'ai-training-crawler', operator: 'Common Crawl', source: 'https://commoncrawl.org/ccbot' },
  { pattern: 'MistralAI-User', kind: 'ai-assistant', operator: 'Mistral AI', source: 'https://docs.mistral.ai/robots' },
  // DuckAssistBot: fetches pages in real time for the AI-assisted answers of a person's search; not used to train.
  {
    pattern: 'DuckAssistBot',
    kind: 'ai-assistant',
    operator: 'DuckDuckGo',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  },
  { pattern: 'kagi-fetcher', kind: 'ai-assistant', operator: 'Kagi', source: 'https://help.kagi.com/kagi/ai/kagi-ai.html' },
  // AI2Bot: gathers pages to train the Allen Institute's open language models.
  { pattern: 'AI2Bot', kind: 'ai-training-crawler', operator: 'Allen Institute for AI', source: 'https://allenai.org/crawler' },
  // Devin browses as the engineer who gave it the task.
  { pattern: 'Devin', kind: 'ai-assistant', operator: 'Cognition', source: 'https://docs.devin.ai/get-started/devin-intro' },
];

const byPattern = new Map(AI_ROBOTS.map((robot) => [robot.pattern, robot.kind]));

/** An AI robot's kind: its operator's word where the table has it, else the list's tags. */
export const aiKindOf = (pattern: string, tags: readonly string[]): AiKind =>
  byPattern.get(pattern) ?? (tags.includes('search-engine') ? 'ai-search-crawler' : 'ai-training-crawler');
