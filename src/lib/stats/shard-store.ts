import { getStore } from '@netlify/blobs';

/**
 * Where counts are kept: Netlify Blobs' site-wide store (not a deploy's: counts outlive deploys).
 * Every write is a new key, so instances never overwrite each other's counts and no write
 * depends on a read: no read-modify-write race between instances.
 */
export interface ShardStore {
  write(key: string, value: unknown): Promise<void>;
  read(key: string): Promise<unknown>;
  /** Every key under `prefix`. */
  list(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
}

/** Longest wait for one call to Blobs: a failed call is answered as a 408, which the Blobs client does not retry (it retries thrown errors for about 25 s). */
const ATTEMPT_MS = 5_000;
const withinDeadline: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(ATTEMPT_MS) }).catch(() => new Response(null, { status: 408 }));

type Env = { get(name: string): string | undefined };

/** Whether the runtime gives a Blobs context: Netlify's functions and edge functions do, unit tests and `astro dev` do not. */
export const hasBlobsContext = (env: Env) =>
  Boolean(env.get('NETLIFY_BLOBS_CONTEXT') || (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext);

/** The Blobs store `name` where the runtime gives a Blobs context; undefined where it does not. */
export function blobsShardStore(name: string, env: Env, consistency: 'eventual' | 'strong' = 'eventual'): ShardStore | undefined {
  if (!hasBlobsContext(env)) return undefined;
  const store = getStore({ name, fetch: withinDeadline, consistency });
  return {
    write: (key, value) => store.setJSON(key, value).then(() => undefined),
    read: (key) => store.get(key, { type: 'json' }),
    list: async (prefix) => (await store.list({ prefix })).blobs.map((blob) => blob.key),
    delete: (key) => store.delete(key),
  };
}
