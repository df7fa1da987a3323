import { fetchUpstream, parseUpstreamJson, retryAfterSeconds, type UpstreamClientOptions, UpstreamError } from '../http/upstream.ts';

export interface GitHubClientOptions extends UpstreamClientOptions {
  /** Optional. Sent only to baseUrl's origin; never logged or returned. */
  token?: string;
}

export type ConditionalResult = { notModified: true } | { notModified: false; data: unknown; etag: string | null; next: string | null };

const UPSTREAM = 'GitHub';

function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/** A minimal GitHub REST client: conditional GETs, pagination links, and failures as UpstreamError. */
export class GitHubClient {
  readonly #origin: string;
  readonly #options: Required<Omit<GitHubClientOptions, 'token'>> & { token?: string };

  constructor(options: GitHubClientOptions) {
    this.#options = { timeoutMs: 5_000, fetch: globalThis.fetch, now: () => new Date(), ...options };
    this.#origin = new URL(options.baseUrl).origin;
  }

  url(path: string): string {
    return new URL(path, this.#options.baseUrl.endsWith('/') ? this.#options.baseUrl : `${this.#options.baseUrl}/`).href;
  }

  /** GET a URL on the API's origin, with If-None-Match when an ETag is known; `signal` cancels it. */
  async get(url: string, etag?: string | null, signal?: AbortSignal): Promise<ConditionalResult> {
    if (new URL(url).origin !== this.#origin) {
      throw new UpstreamError('malformed', `${UPSTREAM} pointed to another host; the link was not followed.`);
    }
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      'user-agent': this.#options.userAgent,
      'x-github-api-version': '2022-11-28',
    };
    if (etag) headers['if-none-match'] = etag;
    if (this.#options.token) headers.authorization = `Bearer ${this.#options.token}`;

    const response = await fetchUpstream(this.#options.fetch, url, { headers, signal }, this.#options.timeoutMs, UPSTREAM);
    if (response.status === 304) return { notModified: true };
    if (!response.ok) throw this.#failure(response.status, response.headers);
    const data = parseUpstreamJson(response.text, UPSTREAM);
    return { notModified: false, data, etag: response.headers.get('etag'), next: nextLink(response.headers.get('link')) };
  }

  /** GitHub's own wait (Retry-After, else x-ratelimit-reset) travels with the error, so callers can back off. */
  #failure(status: number, headers: Headers): UpstreamError {
    const wait = retryAfterSeconds(headers, this.#options.now(), 'x-ratelimit-reset');
    // 403 is a rate limit when the primary limit is spent or GitHub asks to wait (secondary limits).
    const rateLimited = status === 429 || (status === 403 && (headers.get('x-ratelimit-remaining') === '0' || headers.has('retry-after')));
    if (rateLimited) return new UpstreamError('rate_limited', `${UPSTREAM} rate limit reached.`, { status, retryAfterSeconds: wait ?? 60 });
    if (status === 404) return new UpstreamError('not_found', `${UPSTREAM} has no such resource.`, { status });
    if (status >= 500) return new UpstreamError('server_error', `${UPSTREAM} answered ${status}.`, { status, retryAfterSeconds: wait });
    return new UpstreamError('rejected', `${UPSTREAM} refused the request (${status}).`, { status });
  }
}
