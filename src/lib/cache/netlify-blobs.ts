import { getStore } from '@netlify/blobs';
import type { SharedStore } from './store.ts';

/** Netlify hands a function its Blobs context per invocation, in this variable (or on globalThis). */
const hasBlobsContext = () =>
  Boolean(process.env.NETLIFY_BLOBS_CONTEXT || (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext);

/**
 * A Netlify Blobs store. The store is opened on each call, never at module scope, because the
 * context arrives with each invocation; where there is none (unit tests, `astro dev`), the
 * store is empty and drops writes. Each HTTP attempt has its own deadline and a failed attempt
 * is answered as a 408, which the Blobs client does not retry (it retries thrown errors for
 * about 25 s). A last-chance read (see ReadOptions) may have a longer deadline.
 */
export function netlifyBlobsStore(
  name: string,
  { attemptTimeoutMs, lastChanceAttemptTimeoutMs = attemptTimeoutMs }: { attemptTimeoutMs: number; lastChanceAttemptTimeoutMs?: number },
): SharedStore {
  const fetchWithin =
    (deadlineMs: number): typeof fetch =>
    (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(deadlineMs) }).catch(() => new Response(null, { status: 408 }));
  const open = (deadlineMs = attemptTimeoutMs) => getStore({ name, fetch: fetchWithin(deadlineMs) });
  return {
    get: async (key, options) => {
      if (!hasBlobsContext()) return undefined;
      const store = open(options?.lastChance ? lastChanceAttemptTimeoutMs : attemptTimeoutMs);
      return (await store.get(key, { type: 'json' })) ?? undefined;
    },
    set: async (key, value) => {
      if (hasBlobsContext()) await open().setJSON(key, value);
    },
  };
}
