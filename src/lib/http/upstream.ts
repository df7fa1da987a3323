/** What can go wrong with an upstream API, in the terms a response needs. */
export type UpstreamFailure = 'unreachable' | 'timeout' | 'server_error' | 'rate_limited' | 'malformed' | 'not_found' | 'rejected';

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

/** fetch with a timeout that maps network failures and timeouts onto UpstreamError. */
export async function fetchWithTimeout(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  upstreamName: string,
): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) throw new UpstreamError('timeout', `${upstreamName} did not answer within ${timeoutMs / 1000} s.`, { cause: error });
    throw new UpstreamError('unreachable', `${upstreamName} could not be reached.`, { cause: error });
  }
}
