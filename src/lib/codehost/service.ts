import type * as z from '../schema/z.ts';
import type { Project } from '../owner/schema.ts';
import { strongEtag } from '../http/json.ts';
import { UpstreamError } from '../http/upstream.ts';
import type { GitHubClient } from './github-client.ts';
import { GitHubEventSchema, GitHubRepoSchema, GitHubUserSchema } from './github-types.ts';
import type { CodehostActivity } from './schema.ts';
import { summarizeActivity } from './summary.ts';

export type CacheStatus = 'hit' | 'miss' | 'revalidated' | 'stale';

export interface Snapshot {
  activity: CodehostActivity;
  body: string;
  etag: string;
  storedAt: number;
}

export interface CodehostServiceOptions {
  client: GitHubClient;
  user: string;
  projects: Project[];
  /** How long a result is served from memory before GitHub is asked again. */
  ttlMs?: number;
  webUrl?: string;
  maxRepoPages?: number;
  now?: () => Date;
}

interface StoredResource {
  etag: string;
  data: unknown;
  next: string | null;
}

/**
 * GitHub activity with a one-hour memory cache. After the hour it revalidates every
 * upstream resource with its stored ETag (GitHub's 304s do not count against the rate
 * limit); when GitHub fails, it keeps serving the last good result, marked stale.
 */
export class CodehostService {
  readonly #options: Required<CodehostServiceOptions>;
  readonly #resources = new Map<string, StoredResource>();
  #snapshot?: Snapshot;
  #refreshing?: Promise<{ snapshot: Snapshot; revalidated: boolean }>;
  /** While GitHub has asked us to wait (Retry-After, x-ratelimit-reset), it is not asked at all. */
  #backoff?: { until: number; error: UpstreamError };

  constructor(options: CodehostServiceOptions) {
    this.#options = { ttlMs: 3_600_000, webUrl: 'https://github.com', maxRepoPages: 10, now: () => new Date(), ...options };
  }

  async activity(): Promise<{ snapshot: Snapshot; cache: CacheStatus; error?: UpstreamError }> {
    const snapshot = this.#snapshot;
    const now = this.#options.now().getTime();
    if (snapshot && now - snapshot.storedAt < this.#options.ttlMs) return { snapshot, cache: 'hit' };
    if (this.#backoff && now < this.#backoff.until) return this.#staleOrThrow(this.#waiting(this.#backoff, now));
    try {
      this.#refreshing ??= this.#refresh().finally(() => {
        this.#refreshing = undefined;
      });
      const result = await this.#refreshing;
      this.#backoff = undefined;
      return { snapshot: result.snapshot, cache: result.revalidated ? 'revalidated' : 'miss' };
    } catch (error) {
      const upstream =
        error instanceof UpstreamError ? error : new UpstreamError('malformed', 'GitHub data could not be read.', { cause: error });
      const wait = upstream.retryAfterSeconds;
      if (wait !== undefined && (upstream.failure === 'rate_limited' || upstream.failure === 'server_error')) {
        this.#backoff = { until: now + wait * 1000, error: upstream };
      }
      return this.#staleOrThrow(upstream);
    }
  }

  #staleOrThrow(error: UpstreamError): { snapshot: Snapshot; cache: CacheStatus; error: UpstreamError } {
    if (this.#snapshot) return { snapshot: this.#snapshot, cache: 'stale', error };
    throw error;
  }

  /** The error that started a backoff, with the seconds still to wait. */
  #waiting({ until, error }: { until: number; error: UpstreamError }, now: number): UpstreamError {
    return new UpstreamError(error.failure, error.message, { status: error.status, retryAfterSeconds: Math.ceil((until - now) / 1000) });
  }

  async #refresh(): Promise<{ snapshot: Snapshot; revalidated: boolean }> {
    const { client, user, projects, webUrl } = this.#options;
    const login = encodeURIComponent(user);
    const seen = { fetched: 0, notModified: 0 };
    const load = (url: string) => this.#load(url, seen);

    const [userData, repos, eventsData] = await Promise.all([
      load(client.url(`users/${login}`)).then((resource) => resource.data),
      this.#loadRepos(client.url(`users/${login}/repos?type=owner&sort=pushed&per_page=100`), load),
      load(client.url(`users/${login}/events/public?per_page=100`)).then((resource) => resource.data),
    ]);

    const parsedUser = GitHubUserSchema.safeParse(userData);
    if (!parsedUser.success) throw new UpstreamError('malformed', 'GitHub sent a user without the expected fields.');
    const now = this.#options.now();
    const activity = summarizeActivity({
      user: parsedUser.data,
      repos,
      events: keepValid(GitHubEventSchema, eventsData, 'events'),
      projects,
      fetchedAt: now,
      webUrl,
    });
    const body = JSON.stringify(activity);
    this.#snapshot = { activity, body, etag: await strongEtag(body), storedAt: now.getTime() };
    return { snapshot: this.#snapshot, revalidated: seen.fetched === 0 && seen.notModified > 0 };
  }

  async #loadRepos(firstPage: string, load: (url: string) => Promise<StoredResource>) {
    const repos = [];
    let url: string | null = firstPage;
    for (let page = 0; url && page < this.#options.maxRepoPages; page++) {
      const resource = await load(url);
      repos.push(...keepValid(GitHubRepoSchema, resource.data, 'repositories'));
      url = resource.next;
    }
    return repos;
  }

  async #load(url: string, seen: { fetched: number; notModified: number }): Promise<StoredResource> {
    const stored = this.#resources.get(url);
    const result = await this.#options.client.get(url, stored?.etag);
    if (result.notModified) {
      if (!stored) throw new UpstreamError('malformed', 'GitHub answered 304 to an unconditional request.');
      seen.notModified++;
      return stored;
    }
    seen.fetched++;
    const resource = { etag: result.etag ?? '', data: result.data, next: result.next };
    if (result.etag) this.#resources.set(url, resource);
    return resource;
  }
}

/** An array of upstream records, keeping the ones that have the fields we read. */
function keepValid<T extends z.ZodMiniType>(schema: T, data: unknown, what: string): z.infer<T>[] {
  if (!Array.isArray(data)) throw new UpstreamError('malformed', `GitHub sent ${what} that are not a list.`);
  return data.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
