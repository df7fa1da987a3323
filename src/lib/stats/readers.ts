import { AI_ROBOTS, aiKindOf } from './ai-robots.ts';
import { SIGNERS, type SignedAgents } from './signed-agents.ts';
import type { ReaderKind } from './reader-kinds.ts';

/**
 * Who sent a request, as far as its User-Agent tells, from two maintained lists: crawler-user-agents
 * (about 1,500 robots, each tagged: search engine, AI crawler, feed reader…) and isbot, which knows
 * the generic signs of a program. Neither list is ours; `npm update` brings their new robots.
 */

interface Crawler {
  pattern: string;
  tags?: string[];
}

/** A User-Agent's reader: its kind, and for an AI robot of the table its operator. */
interface Robot {
  kind: ReaderKind;
  operator?: string;
}

const operatorOf = new Map(AI_ROBOTS.map((robot) => [robot.pattern, robot.operator]));

function kindOfCrawler({ pattern, tags = [] }: Crawler): ReaderKind {
  if (tags.includes('ai-crawler')) return aiKindOf(pattern, tags);
  if (tags.includes('search-engine')) return 'search-crawler';
  if (tags.includes('feed-reader')) return 'feed-reader';
  return 'other-bot';
}

interface Lists {
  patterns: { test: RegExp; robot: Robot }[];
  isbot(agent: string): boolean;
}

let lists: Promise<Lists> | undefined;
/**
 * Loaded and compiled on first use, once per instance, after a response (counting waits for
 * it, no request does): about 1,500 patterns, which a function's cold start does not pay for.
 */
const loaded = () => {
  lists ??= Promise.all([import('crawler-user-agents'), import('isbot')]).then(([crawlers, bots]) => ({
    patterns: (crawlers.default as Crawler[]).map((crawler) => ({
      test: new RegExp(crawler.pattern),
      robot: { kind: kindOfCrawler(crawler), ...(operatorOf.has(crawler.pattern) && { operator: operatorOf.get(crawler.pattern) }) },
    })),
    isbot: bots.isbot,
  }));
  return lists;
};

/** The User-Agents already told apart, the oldest dropped first past the limit: a site's readers are few and come back. */
const seen = new Map<string, Robot>();
const SEEN_LIMIT = 500;

/** The reader a User-Agent says it is: no User-Agent is unknown; anything else no list knows as a robot is a person's browser. */
async function robotOf(userAgent: string | null | undefined): Promise<Robot> {
  const agent = userAgent?.trim();
  if (!agent) return { kind: 'unknown' };
  const known = seen.get(agent);
  if (known) return known;
  const { patterns, isbot } = await loaded();
  const robot = patterns.find(({ test }) => test.test(agent))?.robot ?? { kind: isbot(agent) ? 'other-bot' : 'people' };
  if (seen.size >= SEEN_LIMIT) seen.delete(seen.keys().next().value as string);
  seen.set(agent, robot);
  return robot;
}

/** The kind of reader a User-Agent says it is. */
export const readerKind = async (userAgent: string | null | undefined): Promise<ReaderKind> => (await robotOf(userAgent)).kind;

/**
 * Who sent a request: the kind its User-Agent says, and, for an operator that signs its agents'
 * requests (src/lib/stats/signed-agents.ts), whether this one proved it: "OpenAI (verified)" for a
 * valid signature, whatever the User-Agent says (ChatGPT agent browses as Chrome: an AI
 * assistant, not a person), "OpenAI (claimed)" for a User-Agent of theirs without one.
 */
export async function readerOf(request: Request, agents: SignedAgents): Promise<{ kind: ReaderKind; client: string }> {
  const robot = await robotOf(request.headers.get('user-agent'));
  const signer = agents.signerNamed(request);
  if (signer && (await agents.verified(request))) {
    const kind = robot.operator === signer.operator ? robot.kind : signer.kind;
    return { kind, client: `${signer.operator} (verified)` };
  }
  const signs = robot.operator !== undefined && SIGNERS.some((candidate) => candidate.operator === robot.operator);
  return { kind: robot.kind, client: signs ? `${robot.operator} (claimed)` : '' };
}
