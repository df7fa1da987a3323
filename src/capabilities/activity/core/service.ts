import type { ReadOptions, SharedStore } from '../../../lib/cache/store.ts';
import { strongEtagSync } from '../../../lib/http/strong-etag-sync.ts';
import { UpstreamError } from '../../../lib/http/upstream.ts';
import type { Project } from '../../../lib/owner/schema.ts';
import * as z from '../../../lib/schema/z.ts';
import type { GitHubClient } from '../../../lib/github/client.ts';
import { GitHubRepoSchema } from '../../../lib/github/types.ts';
import { GitHubEventSchema, GitHubUserSchema } from './github-types.ts';
import { type CodehostActivity, CodehostActivitySchema } from './schema.ts';
import { summarizeActivity } from './summary.ts';

/** Shared-store keys start with this; bump the version when the stored shape changes. */
const CODEHOST_CACHE_NAMESPACE = 'codehost/v1';

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
  /** Shared by every function instance (Netlify Blobs): the last snapshot and GitHub's ETags. */
  store?: SharedStore;
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

const SharedStateSchema = z.object({
  activity: CodehostActivitySchema,
  storedAt: z.number(),
  resources: z.record(z.string(), z.object({ etag: z.string(), data: z.unknown(), next: z.nullable(z.string()) })),
});
type SharedState = z.infer<typeof SharedStateSchema>;

/**
 * GitHub activity, fresh for an hour, in memory and in the shared store, so one instance's
 * GitHub calls serve every other. After the hour it revalidates every upstream resource with
 * its stored ETag (GitHub's 304s do not count against the rate limit); when GitHub fails,
 * it keeps serving the last good result, marked stale.
 */
export class CodehostService {
  readonly #options: Required<Omit<CodehostServiceOptions, 'store'>> & Pick<CodehostServiceOptions, 'store'>;
  readonly #resources = new Map<string, StoredResource>();
  #snapshot?: Snapshot;
  #refreshing?: Promise<{ snapshot: Snapshot; cache: CacheStatus }>;
  /** While GitHub has asked us to wait (Retry-After, x-ratelimit-reset), it is not asked at all. */
  #backoff?: { until: number; error: UpstreamError };

  constructor(options: CodehostServiceOptions) {
    this.#options = { ttlMs: 3_600_000, webUrl: 'https://github.com', maxRepoPages: 10, now: () => new Date(), ...options };
  }

  async activity(): Promise<{ snapshot: Snapshot; cache: CacheStatus; error?: UpstreamError }> {
    const snapshot = this.#snapshot;
    const now = this.#options.now().getTime();
    if (snapshot && now - snapshot.storedAt < this.#options.ttlMs) return { snapshot, cache: 'hit' };
    if (this.#backoff && now < this.#backoff.until) {
      // Another instance may have stored a snapshot since this one was told to wait.
      if (!this.#snapshot) this.#adoptShared(await this.#readShared());
      return this.#staleOrThrow(this.#waiting(this.#backoff, now));
    }
    return this.#update({ force: false });
  }

  /** Asks GitHub now (with the stored ETags), whatever the snapshot's age: the scheduled refresh. */
  refresh(): Promise<{ snapshot: Snapshot; cache: CacheStatus; error?: UpstreamError }> {
    return this.#update({ force: true });
  }

  async #update({ force }: { force: boolean }): Promise<{ snapshot: Snapshot; cache: CacheStatus; error?: UpstreamError }> {
    const now = this.#options.now().getTime();
    try {
      this.#refreshing ??= this.#refresh(force).finally(() => {
        this.#refreshing = undefined;
      });
      const result = await this.#refreshing;
      this.#backoff = undefined;
      return { snapshot: result.snapshot, cache: result.cache };
    } catch (error) {
      const upstream =
        error instanceof UpstreamError ? error : new UpstreamError('malformed', 'GitHub data could not be read.', { cause: error });
      const wait = upstream.retryAfterSeconds;
      if (wait !== undefined && (upstream.failure === 'rate_limited' || upstream.failure === 'server_error')) {
        this.#backoff = { until: now + wait * 1000, error: upstream };
      }
      if (!this.#snapshot) this.#adoptShared(await this.#readShared({ lastChance: true }));
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

  /** Another instance's fresh snapshot when the shared store has one; else GitHub, and the result shared. */
  async #refresh(force: boolean): Promise<{ snapshot: Snapshot; cache: CacheStatus }> {
    const shared = await this.#readShared();
    this.#adoptShared(shared);
    if (shared && this.#snapshot && !force && this.#options.now().getTime() - shared.storedAt < this.#options.ttlMs)
      return { snapshot: this.#snapshot, cache: 'hit' };
    const { snapshot, revalidated } = await this.#fetch();
    await this.#options.store?.set(this.#sharedKey, {
      activity: snapshot.activity,
      storedAt: snapshot.storedAt,
      resources: Object.fromEntries(this.#resources),
    } satisfies SharedState);
    return { snapshot, cache: revalidated ? 'revalidated' : 'miss' };
  }

  get #sharedKey(): string {
    return `${CODEHOST_CACHE_NAMESPACE}/${this.#options.user.toLowerCase()}`;
  }

  /** Takes what another instance stored: its ETags, and its snapshot when newer than ours. */
  #adoptShared(shared: SharedState | undefined): void {
    if (!shared) return;
    for (const [url, resource] of Object.entries(shared.resources)) if (!this.#resources.has(url)) this.#resources.set(url, resource);
    if (!this.#snapshot || shared.storedAt > this.#snapshot.storedAt) this.#snapshot = snapshotOf(shared.activity, shared.storedAt);
  }

  async #readShared(options?: ReadOptions): Promise<SharedState | undefined> {
    const stored = await this.#options.store?.get(this.#sharedKey, options);
    if (stored === undefined) return undefined;
    const parsed = SharedStateSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  }

  async #fetch(): Promise<{ snapshot: Snapshot; revalidated: boolean }> {
    const { client, user, projects, webUrl } = this.#options;
    const login = encodeURIComponent(user);
    const seen = { fetched: 0, notModified: 0 };
    // The first failure decides the answer: it cancels the other requests and any page not yet asked for.
    const cancel = new AbortController();
    const load = (url: string, keep: (data: unknown) => unknown) => this.#load(url, seen, keep, cancel.signal);
    const cancellingOthers = <T>(work: Promise<T>) =>
      work.catch((error: unknown) => {
        cancel.abort(error);
        throw error;
      });

    const [userData, repos, eventsData] = await Promise.all([
      cancellingOthers(load(client.url(`users/${login}`), keepIfValid(GitHubUserSchema)).then((resource) => resource.data)),
      cancellingOthers(this.#loadRepos(client.url(`users/${login}/repos?type=owner&sort=pushed&per_page=100`), load)),
      cancellingOthers(
        load(client.url(`users/${login}/events/public?per_page=100`), keepValidItems(GitHubEventSchema)).then((resource) => resource.data),
      ),
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
    this.#snapshot = snapshotOf(activity, now.getTime());
    return { snapshot: this.#snapshot, revalidated: seen.fetched === 0 && seen.notModified > 0 };
  }

  async #loadRepos(firstPage: string, load: (url: string, keep: (data: unknown) => unknown) => Promise<StoredResource>) {
    const repos = [];
    let url: string | null = firstPage;
    for (let page = 0; url && page < this.#options.maxRepoPages; page++) {
      const resource = await load(url, keepValidItems(GitHubRepoSchema));
      repos.push(...keepValid(GitHubRepoSchema, resource.data, 'repositories'));
      url = resource.next;
    }
    return repos;
  }

  /** One resource, revalidated with its ETag; `keep` trims what is stored to the fields this site reads. */
  async #load(
    url: string,
    seen: { fetched: number; notModified: number },
    keep: (data: unknown) => unknown,
    signal: AbortSignal,
  ): Promise<StoredResource> {
    const stored = this.#resources.get(url);
    const result = await this.#options.client.get(url, stored?.etag, signal);
    if (result.notModified) {
      if (!stored) throw new UpstreamError('malformed', 'GitHub answered 304 to an unconditional request.');
      seen.notModified++;
      return stored;
    }
    seen.fetched++;
    const resource = { etag: result.etag ?? '', data: keep(result.data), next: result.next };
    if (result.etag) this.#resources.set(url, resource);
    return resource;
  }
}

function snapshotOf(activity: CodehostActivity, storedAt: number): Snapshot {
  const body = JSON.stringify(activity);
  return { activity, body, etag: strongEtagSync(body), storedAt };
}

/** The parsed record (only the fields this site reads) when valid; anything else as it came, for the caller to reject. */
const keepIfValid = (schema: z.ZodMiniType) => (data: unknown) => {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : data;
};

/** The records of a list that have the fields this site reads, trimmed to those fields. */
function validItems<T extends z.ZodMiniType>(schema: T, items: unknown[]): z.infer<T>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The valid records of a list, for storing; a non-list as it came, for keepValid to reject. */
const keepValidItems = (schema: z.ZodMiniType) => (data: unknown) => (Array.isArray(data) ? validItems(schema, data) : data);

/** An array of upstream records, keeping the ones that have the fields we read. */
function keepValid<T extends z.ZodMiniType>(schema: T, data: unknown, what: string): z.infer<T>[] {
  if (!Array.isArray(data)) throw new UpstreamError('malformed', `GitHub sent ${what} that are not a list.`);
  return validItems(schema, data);
}
