/** The first request a function gets after a cold start. */
export interface FirstRequest {
  url: string;
  init: RequestInit;
}

/**
 * What a capability gives bench/functions.ts for its Netlify Functions: the first request each
 * gets, the reference functions that do only what one of them cannot avoid, and the loopback
 * fakes of its upstreams. Each capability's is its bench folder's support/functions.ts, so that
 * it leaves with the capability.
 */
export interface FunctionBench {
  firstRequests: Record<string, FirstRequest>;
  /** Each reference: the function it stands beside and its module's source (it gets that function's first request). */
  references?: Record<string, { of: string; source: string }>;
  /** Starts its upstreams' fakes; the environment points the functions (and the references) at them. */
  upstreams?(): Promise<{ env: Record<string, string>; close(): Promise<void> }>;
}

export const BENCH_SITE = 'https://bench.test';
