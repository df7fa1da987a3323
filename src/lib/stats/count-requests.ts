import { ReadingCounter } from './counter.ts';
import { isSelfRequest } from './self-request.ts';
import { blobsShardStore, hasBlobsContext } from './shard-store.ts';
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

/**
 * What a handler's context may offer: Netlify's waitUntil, which keeps the instance up for work
 * after the response, and the deploy's context ("dev" in local development).
 */
interface CountingContext {
  waitUntil?: (promise: Promise<unknown>) => void;
  deploy?: { context?: string };
}

/**
 * Netlify's local development (`npm start`'s emulation) runs each edge function request in a
 * worker that it ends with the response, waitUntil's work or not: there, a count is written
 * before the response goes, which costs a local request a few milliseconds.
 */
const endsWithTheResponse = (context: CountingContext | undefined) => context?.deploy?.context === 'dev';

/** The instance's counters, shared by every handler in it (one per write interval); the store is opened per flush, as Blobs wants. */
const counters = new Map<number, ReadingCounter>();
function instanceCounter(env: Env, minIntervalMs: number): ReadingCounter {
  let counter = counters.get(minIntervalMs);
  if (!counter) {
    counter = new ReadingCounter(() => blobsShardStore(STATS_STORE, env), { minIntervalMs });
    counters.set(minIntervalMs, counter);
  }
  return counter;
}

export interface CountingOptions {
  /**
   * Whether the site counts its readers: what its build says (src/data/built-counting.ts), the
   * same in every runtime. Off, the handler is returned as it is.
   */
  on: boolean;
  env?: Env;
  /**
   * Least time between two writes of the instance (default a second): an edge isolate serves many
   * requests at once and gathers them; a function instance serves one at a time, and waiting
   * would only keep it up longer (0).
   */
  minIntervalMs?: number;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** How a handler's requests are counted; `readsBody` when it needs the request's body. */
export type ReadingOf = ((
  request: Request,
  response: Response,
) => Omit<Reading, 'day'> | undefined | Promise<Omit<Reading, 'day'> | undefined>) & {
  readsBody?: boolean;
};

/**
 * `handler`, counting each request it answers by `readingOf` where there is a store to count
 * into. The reading, the count and the write are left to the runtime's waitUntil: the response
 * goes at once (but in local development, see endsWithTheResponse), and a storage failure never
 * reaches it.
 */
export function counted<C extends CountingContext | undefined>(
  handler: Handler<C>,
  readingOf: ReadingOf,
  { on, env = runtimeEnv, minIntervalMs = 1_000 }: CountingOptions,
): Handler<C> {
  if (!on) return handler;
  return async (request, context) => {
    // Nowhere to write (no Blobs here, as in unit tests), or the site's request to itself: nothing to count.
    if (isSelfRequest(request) || !hasBlobsContext(env)) return handler(request, context);
    // A copy for a reading that needs the body (an MCP message), taken before the handler reads it.
    const copy = readingOf.readsBody ? request.clone() : request;
    const response = await handler(request, context);
    // Everything after the response: the reading (the lists of readers load on the first), the
    // count and the write. Never rejects: counting cannot fail a request.
    const counting = (async () => {
      const reading = await readingOf(copy, response);
      if (!reading) return;
      const counter = instanceCounter(env, minIntervalMs);
      counter.count(reading);
      await counter.flush();
    })().catch((error: unknown) => console.warn('stats: a request could not be counted', (error as Error)?.message ?? error));
    if (endsWithTheResponse(context)) await counting;
    else context?.waitUntil?.(counting);
    return response;
  };
}
