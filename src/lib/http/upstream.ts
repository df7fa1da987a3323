/** What can go wrong with an upstream API, in the terms a response needs. */
export type UpstreamFailure = 'unreachable' | 'timeout' | 'server_error' | 'rate_limited' | 'malformed' | 'not_found' | 'rejected';

/**
 * The error code for each upstream failure, the same in every API and MCP tool: a client
 * handles "could not be reached" once, whichever service it asked. An upstream's 404 is an
 * error of that upstream, unless a service knows better (GitHub's means an unknown user).
 */
export const UPSTREAM_CODES = {
  unreachable: 'upstream_unreachable',
  timeout: 'upstream_timeout',
  server_error: 'upstream_error',
  rate_limited: 'upstream_rate_limited',
  malformed: 'upstream_malformed',
  not_found: 'upstream_error',
  rejected: 'upstream_rejected',
} as const satisfies Record<UpstreamFailure, string>;

export type UpstreamCode = (typeof UPSTREAM_CODES)[UpstreamFailure];

export class UpstreamError extends Error {
  readonly failure: UpstreamFailure;
  readonly retryAfterSeconds?: number;
  readonly status?: number;

  constructor(failure: UpstreamFailure, message: string, options: { retryAfterSeconds?: number; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.failure = failure;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.status = options.status;
  }
}

/** Seconds to wait, from Retry-After (seconds or HTTP date) or an epoch-seconds reset header. */
export function retryAfterSeconds(headers: Headers, now: Date, resetHeader?: string): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : (Date.parse(retryAfter) - now.getTime()) / 1000;
    if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  }
  const reset = resetHeader ? headers.get(resetHeader) : null;
  if (reset && /^\d+$/.test(reset.trim())) return Math.max(1, Math.ceil(Number(reset) - now.getTime() / 1000));
  return undefined;
}

/** What every upstream client takes: where, who is asking, how long to wait; fetch and clock for tests. */
export interface UpstreamClientOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** An upstream answer read in full: status, headers and the body as text. */
export interface UpstreamResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

/**
 * GET-style fetch whose timeout covers the whole exchange, body included: an upstream that
 * sends headers and then stalls mid-body is a timeout too. Network failures and timeouts
 * come out as UpstreamError; a caller's own abort (init.signal) comes out as its reason.
 */
export async function fetchUpstream(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  upstreamName: string,
): Promise<UpstreamResponse> {
  const cancelled = init.signal;
  cancelled?.throwIfAborted();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetcher(url, { ...init, signal: cancelled ? AbortSignal.any([signal, cancelled]) : signal });
    const text = await response.text();
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  } catch (error) {
    cancelled?.throwIfAborted();
    if (signal.aborted)
      throw new UpstreamError('timeout', `${upstreamName} did not answer within ${timeoutMs / 1000} s.`, { cause: error });
    throw new UpstreamError('unreachable', `${upstreamName} could not be reached.`, { cause: error });
  }
}

/** The body as JSON, or an UpstreamError('malformed'). */
export function parseUpstreamJson(text: string, upstreamName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UpstreamError('malformed', `${upstreamName} sent malformed JSON.`, { cause: error });
  }
}
