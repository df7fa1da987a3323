import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GitHubClient } from '../../../src/lib/github/client.ts';
import { CodehostService } from '../../../src/capabilities/activity/core/service.ts';
import { netlifyHandler } from '../../../src/lib/http/netlify-handler.ts';
import { createCodehostHandler } from '../../../src/capabilities/activity/core/handler.ts';
import { codehostFromEnv } from '../../../src/capabilities/activity/core/from-env.ts';
import { CodehostActivitySchema } from '../../../src/capabilities/activity/core/schema.ts';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github.ts';
import { expectConformsToOpenApi } from '../../support/contract.ts';
import { MemoryStore, type SharedStore } from '../../../src/lib/cache/store.ts';
import { createActivityRefresh } from '../../../src/capabilities/activity/core/refresh.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

// The example owner: its featured projects are among the fake's repositories (user octocat).
const owner = fixtureOwners.example;

let github: FakeGitHub;
let clock: Date;

beforeAll(async () => {
  github = await startFakeGitHub();
});
afterAll(() => github.close());
afterEach(() => {
  github.mode = 'ok';
  github.requests.length = 0;
  github.version = 1;
});

// Each test's clients name the test in their User-Agent, and a test counts only the requests
// that carry its own: a request an earlier test sent just before its answer (the first failure
// cancels the rest, but not what is already on the wire) can still reach the fake during the next.
let testNumber = 0;
beforeEach(() => {
  testNumber++;
});
const userAgent = () => `portfolio-test/1.0 (+https://site.test; test ${testNumber})`;
const asked = () => github.requests.filter((request) => request.headers['user-agent'] === userAgent());

function setup({
  user = 'octocat',
  token,
  timeoutMs = 1_000,
  store,
}: {
  user?: string;
  token?: string;
  timeoutMs?: number;
  store?: SharedStore;
} = {}) {
  clock = new Date('2026-11-22T12:00:00Z');
  const now = () => clock;
  const client = new GitHubClient({ baseUrl: github.url, token, userAgent: userAgent(), timeoutMs, now });
  const service = new CodehostService({ client, user, projects: owner.projects, now, store });
  const handler = createCodehostHandler(service, user);
  // Every response the suite sees must match /openapi.json (CORS preflights are not API operations).
  const call = async (init: RequestInit = {}) => {
    const response = await handler(new Request('https://site.test/api/codehost', init));
    if (init.method !== 'OPTIONS') await expectConformsToOpenApi('/api/codehost', init.method ?? 'GET', response);
    return response;
  };
  return { call, service, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

const HOUR = 3_600_000;

describe('GET /api/codehost payload', () => {
  it('matches the published schema, with JSON content type and the caching headers', async () => {
    const response = await setup().call();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=3600, stale-while-revalidate=3600');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-cache-status')).toBe('miss');
    const body = CodehostActivitySchema.parse(await response.json());
    expect(body.publicRepos).toBe(11);
    expect(body.since).toBe('2011-01-25T18:44:36.000Z');
    expect(body.fetchedAt).toBe('2026-11-22T12:00:00.000Z');
  });

  it('rounds the language mix to integers summing to 100, over both pages, skipping forks, archived and language-less repos', async () => {
    const body = await (await setup().call()).json();
    expect(body.languages).toEqual([
      { name: 'TypeScript', pct: 43 },
      { name: 'JavaScript', pct: 29 },
      { name: 'CSS', pct: 14 },
      { name: 'HTML', pct: 14 },
    ]);
  });

  it('follows the Link header to the second page of repositories', async () => {
    await setup().call();
    const repoPaths = asked()
      .filter((request) => request.path.startsWith('/users/octocat/repos'))
      .map((request) => request.path);
    expect(repoPaths).toEqual([
      '/users/octocat/repos?type=owner&sort=pushed&per_page=100',
      '/users/octocat/repos?type=owner&sort=pushed&per_page=100&page=2',
    ]);
  });

  it('extracts the 10 latest pushes, newest first, from ref and head only', async () => {
    const { recentPushes } = await (await setup().call()).json();
    expect(recentPushes).toHaveLength(10);
    expect(recentPushes[0]).toEqual({
      repo: 'octocat/portfolio-site',
      branch: 'main',
      sha: 'a1b2c3d',
      at: '2026-11-10T08:00:00.000Z',
      url: 'https://github.com/octocat/portfolio-site/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    });
    expect(recentPushes[1].sha).toBe('c3d4e5f'); // the out-of-order event, sorted into place
    expect(recentPushes[2].branch).toBe('feature/tools');
    expect(recentPushes.map((push: { at: string }) => push.at)).toEqual(
      [...recentPushes.map((push: { at: string }) => push.at)].sort().reverse(),
    );
    expect(recentPushes.some((push: { repo: string; at: string }) => push.at.startsWith('2026-11-03T09'))).toBe(false); // push without head
    expect(recentPushes.find((push: { repo: string }) => push.repo === 'octocat/Spoon-Knife')?.sha).toBe('e5f6071');
  });

  it('merges featured projects first, then non-fork, non-archived repos with a homepage, most recently pushed first', async () => {
    const { featured } = await (await setup().call()).json();
    expect(featured.map((item: { name: string }) => item.name)).toEqual([
      'octocat.github.io',
      'Spoon-Knife',
      'portfolio-site',
      'docs-site',
    ]);
    expect(featured[0]).toEqual({
      name: 'octocat.github.io',
      description: owner.projects[0]!.summary,
      demoUrl: 'https://octocat.github.io',
      repoUrl: 'https://github.com/octocat/octocat.github.io',
      language: 'CSS',
      stars: 40,
      pushedAt: '2026-11-01T12:00:00.000Z',
    });
    expect(featured[1]).toMatchObject({ demoUrl: null, language: 'HTML', stars: 13000 });
    expect(featured[2]).toMatchObject({ demoUrl: 'https://octocat.example.dev/', description: 'This very site', language: 'TypeScript' });
  });
});

describe('caching', () => {
  it('answers If-None-Match with 304 when the ETag matches and 200 when it does not', async () => {
    const { call } = setup();
    const first = await call();
    const etag = first.headers.get('etag')!;
    const notModified = await call({ headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    expect((await call({ headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
    expect((await call({ headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });

  it('serves a cache hit within the hour without any upstream request', async () => {
    const { call, advance } = setup();
    await call();
    const count = asked().length;
    advance(HOUR - 1_000);
    const response = await call();
    expect(response.headers.get('x-cache-status')).toBe('hit');
    expect(asked().length).toBe(count);
  });

  it('revalidates upstream with the stored ETags after the hour, and GitHub 304s keep the data', async () => {
    const { call, advance } = setup();
    const first = await (await call()).json();
    const firstRound = asked().length;
    advance(HOUR + 1);
    const response = await call();
    expect(response.headers.get('x-cache-status')).toBe('revalidated');
    const revalidation = asked().slice(firstRound);
    expect(revalidation).toHaveLength(4);
    for (const request of revalidation) expect(request.headers['if-none-match']).toMatch(/^"/);
    const second = await response.json();
    expect({ ...second, fetchedAt: 'x' }).toEqual({ ...first, fetchedAt: 'x' });
    expect(second.fetchedAt).toBe(clock.toISOString());
  });

  it('fetches fresh data when GitHub changed', async () => {
    const { call, advance } = setup();
    const etag = (await call()).headers.get('etag');
    github.version = 2;
    advance(HOUR + 1);
    const response = await call();
    expect(response.headers.get('x-cache-status')).toBe('miss');
    expect(response.headers.get('etag')).not.toBe(etag);
  });
});

describe('the cache shared by every instance (Netlify Blobs in production)', () => {
  it("lets a second instance answer from the first one's snapshot, asking GitHub nothing", async () => {
    const store = new MemoryStore();
    const [first, second] = [setup({ store }), setup({ store })];
    const fetched = await first.call();
    const count = asked().length;
    const shared = await second.call();
    expect(shared.headers.get('x-cache-status')).toBe('hit');
    expect(shared.headers.get('etag')).toBe(fetched.headers.get('etag'));
    expect(await shared.text()).toBe(await fetched.text());
    expect(asked().length).toBe(count);
    expect([...store.entries.keys()]).toEqual(['codehost/v1/octocat']);
  });

  it("revalidates with the first instance's ETags after the hour, so GitHub answers 304s", async () => {
    const store = new MemoryStore();
    const [first, second] = [setup({ store }), setup({ store })];
    await first.call();
    const count = asked().length;
    second.advance(HOUR + 1);
    const response = await second.call();
    expect(response.headers.get('x-cache-status')).toBe('revalidated');
    const revalidation = asked().slice(count);
    expect(revalidation).toHaveLength(4);
    for (const request of revalidation) expect(request.headers['if-none-match']).toMatch(/^"/);
  });

  it("serves another instance's last snapshot, marked stale, when GitHub is down after the hour", async () => {
    const store = new MemoryStore();
    const [first, second] = [setup({ store }), setup({ store })];
    const body = await (await first.call()).text();
    github.mode = 'server-error';
    second.advance(2 * HOUR);
    const response = await second.call();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBe('stale');
    expect(await response.text()).toBe(body);
  });

  it('when GitHub is down and the quick read of the shared store missed, reads it once more, patiently', async () => {
    const memory = new MemoryStore();
    const first = setup({ store: memory });
    const body = await (await first.call()).text();
    // The quick read times out (as on a loaded store); only the last-chance read gets the answer.
    const reads: boolean[] = [];
    const loaded: SharedStore = {
      get: async (key, options) => {
        reads.push(Boolean(options?.lastChance));
        return options?.lastChance ? memory.get(key) : undefined;
      },
      set: (key, value) => memory.set(key, value),
    };
    github.mode = 'server-error';
    const second = setup({ store: loaded });
    second.advance(2 * HOUR);
    const response = await second.call();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBe('stale');
    expect(await response.text()).toBe(body);
    expect(reads).toEqual([false, true]);
  });

  it('stores only the fields the site reads from GitHub', async () => {
    const store = new MemoryStore();
    await setup({ store }).call();
    const { resources } = (await store.get('codehost/v1/octocat')) as { resources: Record<string, { data: unknown }> };
    const user = Object.entries(resources).find(([url]) => url.endsWith('/users/octocat'))![1].data;
    expect(Object.keys(user as object).sort()).toEqual(['created_at', 'login', 'public_repos']);
  });

  it('ignores a stored snapshot it cannot read (an older shape) and asks GitHub', async () => {
    const store = new MemoryStore();
    await store.set('codehost/v1/octocat', { activity: { publicRepos: 'many' }, storedAt: Date.now(), resources: {} });
    const response = await setup({ store }).call();
    expect(response.headers.get('x-cache-status')).toBe('miss');
  });

  describe('the hourly scheduled refresh', () => {
    it('asks GitHub even while the snapshot is fresh, and leaves the new one for every instance', async () => {
      const store = new MemoryStore();
      const [scheduled, api] = [setup({ store }), setup({ store })];
      const refresh = createActivityRefresh(scheduled.service);
      expect(await (await refresh()).json()).toEqual({ refreshed: true, cache: 'miss', fetchedAt: '2026-11-22T12:00:00.000Z' });
      github.version = 2;
      scheduled.advance(30 * 60_000);
      const count = asked().length;
      expect(await (await refresh()).json()).toMatchObject({ refreshed: true, cache: 'miss', fetchedAt: '2026-11-22T12:30:00.000Z' });
      expect(asked().length).toBe(count + 4);
      const response = await api.call();
      expect(response.headers.get('x-cache-status')).toBe('hit');
      expect((await response.json()).fetchedAt).toBe('2026-11-22T12:30:00.000Z');
    });

    it('answers 503 and keeps the last snapshot when GitHub is down', async () => {
      const store = new MemoryStore();
      const [scheduled, api] = [setup({ store }), setup({ store })];
      const refresh = createActivityRefresh(scheduled.service);
      await refresh();
      github.mode = 'server-error';
      const failed = await refresh();
      expect(failed.status).toBe(503);
      expect((await failed.json()).error.code).toBe('upstream_error');
      expect((await api.call()).status).toBe(200);
    });

    it('answers 503 when GitHub is down and there was never a snapshot', async () => {
      github.mode = 'server-error';
      const response = await createActivityRefresh(setup({ store: new MemoryStore() }).service)();
      expect(response.status).toBe(503);
    });
  });
});

describe('failures', () => {
  it.each([
    ['server-error', 'upstream_error'],
    ['refused', 'upstream_unreachable'],
    ['malformed', 'upstream_malformed'],
    ['hang', 'upstream_timeout'],
    ['secondary-rate-limit', 'upstream_rate_limited'],
  ] as const)('GitHub %s with nothing cached -> 503 %s with Retry-After', async (mode, code) => {
    github.mode = mode;
    // A short timeout only where GitHub hangs: elsewhere a loaded machine must not turn the failure into a timeout.
    const response = await setup({ timeoutMs: mode === 'hang' ? 200 : undefined }).call();
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
  });

  // Regression: after a failure, the other requests ran on, and asked for the next page of repositories, after the answer.
  it('on the first failure, cancels the other GitHub requests and asks for no further page', async () => {
    const calls: { url: string; signal: AbortSignal }[] = [];
    let answerFirstPage = () => {};
    const fetchStub = ((url: string, init: RequestInit) => {
      calls.push({ url, signal: init.signal! });
      const path = new URL(url).pathname;
      if (path === '/users/octocat') return Promise.resolve(new Response('<html>', { status: 200 }));
      const link = `<${github.url}/users/octocat/repos?page=2>; rel="next"`;
      if (path === '/users/octocat/repos')
        return new Promise((resolve) => (answerFirstPage = () => resolve(new Response('[]', { headers: { link } }))));
      return new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    }) as typeof fetch;
    const client = new GitHubClient({ baseUrl: github.url, userAgent: 'portfolio-test/1.0', fetch: fetchStub });
    const response = await createCodehostHandler(
      new CodehostService({ client, user: 'octocat', projects: owner.projects }),
      'octocat',
    )(new Request('https://site.test/api/codehost'));
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('upstream_malformed');
    expect(calls.map(({ url }) => new URL(url).pathname).sort()).toEqual([
      '/users/octocat',
      '/users/octocat/events/public',
      '/users/octocat/repos',
    ]);
    expect(calls.filter(({ url }) => !url.endsWith('/users/octocat')).every(({ signal }) => signal.aborted)).toBe(true);
    answerFirstPage(); // the first page's answer was already on its way: it must not lead to the second
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(3);
  });

  it('takes Retry-After from the rate-limit reset time', async () => {
    const { call } = setup();
    github.mode = 'rate-limited';
    github.rateLimitReset = Math.floor(clock.getTime() / 1000) + 120;
    const response = await call();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect((await response.json()).error.code).toBe('upstream_rate_limited');
  });

  // Regression: a body stalled after the headers was read outside the timeout, and came out as upstream_malformed.
  it('times out a GitHub answer that stalls mid-body: 503 upstream_timeout with Retry-After', async () => {
    github.mode = 'stall-body';
    const response = await setup({ timeoutMs: 200 }).call();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).error.code).toBe('upstream_timeout');
  });

  // Regression: GitHub's Retry-After and x-ratelimit-reset were passed on but not honoured.
  describe('backs off until GitHub says, asking it nothing meanwhile', () => {
    it.each([
      ['rate-limited', 120, 'upstream_rate_limited'],
      ['secondary-rate-limit', 42, 'upstream_rate_limited'],
      ['server-error-retry-after', 120, 'upstream_error'],
    ] as const)('%s with nothing cached: 503 counting down, then GitHub again', async (mode, wait, code) => {
      const { call, advance } = setup();
      github.mode = mode;
      github.rateLimitReset = Math.floor(clock.getTime() / 1000) + 120;
      expect((await call()).headers.get('retry-after')).toBe(String(wait));
      const before = asked().length;
      github.mode = 'ok';
      advance(30_000);
      const waiting = await call();
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get('retry-after')).toBe(String(wait - 30));
      expect((await waiting.json()).error.code).toBe(code);
      expect(asked().length).toBe(before);
      advance((wait - 30) * 1000);
      expect((await call()).status).toBe(200);
      expect(asked().length).toBeGreaterThan(before);
    });

    it('while waiting with nothing of its own, serves what another instance stored since, without asking GitHub', async () => {
      const store = new MemoryStore();
      const waiting = setup({ store });
      github.mode = 'rate-limited';
      github.rateLimitReset = Math.floor(clock.getTime() / 1000) + 120;
      expect((await waiting.call()).status).toBe(503);
      github.mode = 'ok';
      const body = await (await setup({ store }).call()).text();
      const before = asked().length;
      const served = await waiting.call();
      expect(served.status).toBe(200);
      expect(served.headers.get('x-cache-status')).toBe('stale');
      expect(await served.text()).toBe(body);
      expect(asked().length).toBe(before);
    });

    it('with a last good result: stale data through the wait, no GitHub request', async () => {
      const { call, advance } = setup();
      const good = await (await call()).text();
      github.mode = 'rate-limited';
      github.rateLimitReset = Math.floor(clock.getTime() / 1000) + HOUR / 1000 + 600;
      advance(HOUR + 1);
      expect((await call()).headers.get('x-cache-status')).toBe('stale');
      const before = asked().length;
      for (let i = 0; i < 5; i++) {
        advance(60_000);
        const response = await call();
        expect(response.headers.get('x-cache-status')).toBe('stale');
        expect(await response.text()).toBe(good);
      }
      expect(asked().length).toBe(before);
    });
  });

  // Regression: a bug in our own code was reported as a GitHub failure (503 upstream_malformed).
  it('leaves an unexpected failure of its own to the function wrapper: 500 internal_error', async () => {
    const broken = Object.assign(Object.create(CodehostService.prototype), {
      activity: async () => {
        throw new TypeError('a bug');
      },
    }) as CodehostService;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await netlifyHandler(
      'codehost',
      createCodehostHandler(broken, 'octocat'),
    )(new Request('https://site.test/api/codehost'));
    quiet.mockRestore();
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe('internal_error');
  });

  it('uses the secondary rate limit Retry-After as it is', async () => {
    github.mode = 'secondary-rate-limit';
    expect((await setup().call()).headers.get('retry-after')).toBe('42');
  });

  it.each(['server-error', 'refused', 'malformed', 'hang', 'rate-limited'] as const)(
    'GitHub %s after the hour with a last good result -> 200 marked stale',
    async (mode) => {
      const { call, advance } = setup();
      const good = await (await call()).text();
      github.mode = mode;
      github.rateLimitReset = Math.floor(clock.getTime() / 1000) + 60;
      advance(HOUR + 1);
      const response = await call();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache-status')).toBe('stale');
      expect(await response.text()).toBe(good);
    },
  );

  it('answers an unknown user with 503 and a clear message', async () => {
    const response = await setup({ user: 'no-such-user-xyz' }).call();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.error.code).toBe('unknown_user');
    expect(body.error.message).toContain('no-such-user-xyz');
  });
});

describe('HTTP surface', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s -> 405 with Allow', async (method) => {
    const response = await setup().call({ method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await response.json()).error.code).toBe('method_not_allowed');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await setup().call({ method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toBe('');
  });

  it('answers a CORS preflight', async () => {
    const response = await setup().call({
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });

  it('sends a descriptive User-Agent and the GitHub media type on every upstream request, and no token unless one is set', async () => {
    await setup().call();
    expect(asked().length).toBeGreaterThanOrEqual(4);
    for (const request of asked()) {
      expect(request.headers['user-agent']).toBe(userAgent());
      expect(request.headers.accept).toBe('application/vnd.github+json');
      expect(request.headers.authorization).toBeUndefined();
    }
  });

  it('sends GITHUB_TOKEN when set, and never returns it', async () => {
    const token = 'ghp_testtoken_DO_NOT_LEAK_0123456789';
    const { service, user } = codehostFromEnv({ CODEHOST_API_URL: github.url, GITHUB_TOKEN: token }, owner, 'https://site.test');
    const handler = createCodehostHandler(service, user);
    const ok = await handler(new Request('https://site.test/api/codehost'));
    await expectConformsToOpenApi('/api/codehost', 'GET', ok);
    // Another test's request, sent just before that test's answer, may still reach the fake: this handler's own carry its User-Agent.
    const ours = github.requests.filter((request) =>
      request.headers['user-agent']?.startsWith('portfolio-dev-portal/1.0 (+https://site.test; '),
    );
    expect(ours.length).toBeGreaterThanOrEqual(4);
    expect(ours.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(true);
    expect(await ok.text()).not.toContain(token);

    github.mode = 'server-error';
    const failing = codehostFromEnv({ CODEHOST_API_URL: github.url, GITHUB_TOKEN: token }, owner, 'https://site.test');
    const failure = await createCodehostHandler(failing.service, failing.user)(new Request('https://site.test/api/codehost'));
    expect(failure.status).toBe(503);
    await expectConformsToOpenApi('/api/codehost', 'GET', failure);
    const text = await failure.text();
    expect(text).not.toContain(token);
    expect(text).not.toContain(github.url);
  });
});
