import { netlifyBlobsStore } from './netlify-blobs.ts';
import { guardStore, type SharedStore } from './store.ts';

/** The Blobs store the functions share, unless CACHE_STORE_NAME names another (tests use one per run). */
export const DEFAULT_STORE_NAME = 'api-cache';
const DEFAULT_TTL_SECONDS = 3_600;

/** The functions' shared cache: Netlify Blobs, guarded so a failing or slow store only ever misses. */
export function sharedCacheFromEnv(env: Record<string, string | undefined>): SharedStore {
  return guardStore(netlifyBlobsStore(env.CACHE_STORE_NAME || DEFAULT_STORE_NAME));
}

/** How long upstream data counts as fresh: CACHE_TTL_SECONDS (a whole number ≥ 0), else an hour. */
export function cacheTtlMsFromEnv(env: Record<string, string | undefined>): number {
  const value = env.CACHE_TTL_SECONDS?.trim();
  const seconds = value && /^\d+$/.test(value) ? Number(value) : DEFAULT_TTL_SECONDS;
  return seconds * 1000;
}
