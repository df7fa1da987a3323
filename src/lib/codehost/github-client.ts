import { fetchWithTimeout, retryAfterSeconds, UpstreamError } from '../http/upstream.ts';

export interface GitHubClientOptions {
  baseUrl: string;
  /** Optional. Sent only to baseUrl's origin; never logged or returned. */
  token?: string;
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
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

  /** GET a URL on the API's origin, with If-None-Match when an ETag is known. */
  async get(url: string, etag?: string | null): Promise<ConditionalResult> {
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

    const response = await fetchWithTimeout(this.#options.fetch, url, { headers }, this.#options.timeoutMs, UPSTREAM);
    const now = this.#options.now();
    if (response.status === 304) return { notModified: true };

    if (!response.ok) {
      await response.body?.cancel();
      const rateLimited = response.status === 429 || (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0');
      if (rateLimited) {
        throw new UpstreamError('rate_limited', `${UPSTREAM} rate limit reached.`, {
          status: response.status,
          retryAfterSeconds: retryAfterSeconds(response.headers, now, 'x-ratelimit-reset') ?? 60,
        });
      }
      if (response.status === 404) throw new UpstreamError('not_found', `${UPSTREAM} has no such resource.`, { status: 404 });
      if (response.status >= 500)
        throw new UpstreamError('server_error', `${UPSTREAM} answered ${response.status}.`, { status: response.status });
      throw new UpstreamError('rejected', `${UPSTREAM} refused the request (${response.status}).`, { status: response.status });
    }

    let data: unknown;
    try {
      data = await response.json();
    } catch (error) {
      throw new UpstreamError('malformed', `${UPSTREAM} sent malformed JSON.`, { cause: error });
    }
    return { notModified: false, data, etag: response.headers.get('etag'), next: nextLink(response.headers.get('link')) };
  }
}
