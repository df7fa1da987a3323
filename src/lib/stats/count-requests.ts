import { ReadingCounter } from './counter.ts';
import { isSelfRequest } from './self-request.ts';
import { blobsShardStore } from './shard-store.ts';
import type { Reading } from './tally.ts';

/** The runtime's environment: Netlify.env at the edge and in functions, Deno's or Node's elsewhere. */
export interface Env {
  get(name: string): string | undefined;
}

type Runtimes = { Netlify?: { env: Env }; Deno?: { env: Env } };
export const runtimeEnv: Env = {
  get: (name) => {
    const { Netlify, Deno } = globalThis as Runtimes;
    return Netlify?.env.get(name) ?? Deno?.env.get(name) ?? globalThis.process?.env[name];
  },
};

/** The Blobs store the counts go to (site-wide: counts outlive deploys). */
export const STATS_STORE = 'reader-counts';

/** What a handler's context may offer: Netlify's waitUntil, which keeps the instance up for work after the response. */
interface WaitUntil {
  waitUntil?: (promise: Promise<unknown>) => void;
}

let counter: ReadingCounter | undefined;
/** The instance's counter, shared by every handler in it; the store is opened per flush, as Blobs wants. */
function instanceCounter(env: Env, minIntervalMs?: number): ReadingCounter {
  counter ??= new ReadingCounter(() => blobsShardStore(STATS_STORE, env), { minIntervalMs });
  return counter;
}

export interface CountingOptions {
  env?: Env;
  /**
   * Least time between two writes of the instance (default a second): an edge isolate serves many
   * requests at once and gathers them; a function instance serves one at a time, and waiting
   * would only keep it up longer (0).
   */
  minIntervalMs?: number;
}

/** Counting happens only while the owner has a statistics token: nobody else could read the counts. */
const isCounting = (env: Env = runtimeEnv) => Boolean(env.get('STATS_TOKEN'));

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** How a handler's requests are counted; `readsBody` when it needs the request's body. */
export type ReadingOf = ((
  request: Request,
  response: Response,
) => Omit<Reading, 'day'> | undefined | Promise<Omit<Reading, 'day'> | undefined>) & {
  readsBody?: boolean;
};

/**
 * `handler`, counting each request it answers by `readingOf` while counting is on. The reading,
 * the count and the write are left to the runtime's waitUntil: the response goes at once, and a
 * storage failure never reaches it.
 */
export function counted<C extends WaitUntil | undefined>(
  handler: Handler<C>,
  readingOf: ReadingOf,
  { env = runtimeEnv, minIntervalMs }: CountingOptions = {},
): Handler<C> {
  return async (request, context) => {
    // A copy for a reading that needs the body (an MCP message), taken before the handler reads it.
    const copy = readingOf.readsBody && isCounting(env) ? request.clone() : request;
    const response = await handler(request, context);
    if (!isCounting(env) || isSelfRequest(request)) return response;
    // Everything after the response: the reading (the lists of readers load on the first), the
    // count and the write. Never rejects: counting cannot fail a request.
    const counting = (async () => {
      const reading = await readingOf(copy, response);
      if (!reading) return;
      const counts = instanceCounter(env, minIntervalMs);
      counts.count(reading);
      await counts.flush();
    })().catch((error: unknown) => console.warn('stats: a request could not be counted', (error as Error)?.message ?? error));
    context?.waitUntil?.(counting);
    return response;
  };
}
