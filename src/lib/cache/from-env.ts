import { netlifyBlobsStore } from './netlify-blobs.ts';
import { guardStore, type SharedStore } from './store.ts';

/** The Blobs store the functions share, unless CACHE_STORE_NAME names another (tests use one per run). */
export const DEFAULT_STORE_NAME = 'api-cache';
const DEFAULT_TTL_SECONDS = 3_600;

/** The deadlines of the functions' shared cache, set here and nowhere else. */
const DEFAULT_TIMEOUT_MS = 1_000;
/** Longer is never useful to a function, and past 2^31 ms Node's timers would fire at once. */
const MAX_TIMEOUT_MS = 60_000;
/** A last-chance read (the upstream failed and nothing else can answer) waits at least this long. */
const LAST_CHANCE_TIMEOUT_MS = 5_000;
/** The guard's own deadline leaves one HTTP attempt this much room to end by itself. */
const GUARD_MARGIN_MS = 500;

/**
 * The functions' shared cache: Netlify Blobs, guarded so a failing or slow store only ever misses.
 * CACHE_TIMEOUT_MS (a whole number of milliseconds > 0, at most 60000) is how long one read or write may take
 * before the function goes on without it; Netlify's local emulation on a busy machine needs
 * longer than the default second (the smoke tests give it ten).
 */
export function sharedCacheFromEnv(env: Record<string, string | undefined>): SharedStore {
  const attemptTimeoutMs = Math.min(wholePositive(env.CACHE_TIMEOUT_MS) ?? DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS);
  const lastChanceAttemptTimeoutMs = Math.max(LAST_CHANCE_TIMEOUT_MS, attemptTimeoutMs);
  return guardStore(netlifyBlobsStore(env.CACHE_STORE_NAME || DEFAULT_STORE_NAME, { attemptTimeoutMs, lastChanceAttemptTimeoutMs }), {
    timeoutMs: attemptTimeoutMs + GUARD_MARGIN_MS,
    lastChanceTimeoutMs: lastChanceAttemptTimeoutMs + GUARD_MARGIN_MS,
  });
}

function wholePositive(value: string | undefined): number | undefined {
  const text = value?.trim();
  return text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** How long upstream data counts as fresh: CACHE_TTL_SECONDS (a whole number ≥ 0), else an hour. */
export function cacheTtlMsFromEnv(env: Record<string, string | undefined>): number {
  const value = env.CACHE_TTL_SECONDS?.trim();
  const seconds = value && /^\d+$/.test(value) ? Number(value) : DEFAULT_TTL_SECONDS;
  return seconds * 1000;
}
