import { createServer, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import { listenOnLoopback } from './loopback.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/github/${name}`, import.meta.url), 'utf8');

export type GitHubMode =
  | 'ok'
  | 'server-error'
  | 'hang'
  | 'rate-limited'
  | 'secondary-rate-limit'
  | 'malformed'
  | 'refused'
  | 'server-error-retry-after'
  | 'stall-body';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeGitHub {
  url: string;
  requests: SeenRequest[];
  mode: GitHubMode;
  /** Seconds since the epoch sent in x-ratelimit-reset when rate-limited. */
  rateLimitReset: number;
  /** Bumping it changes every resource (and its ETag). */
  version: number;
  close(): Promise<void>;
}

/**
 * A loopback HTTP fake of the GitHub REST resources the site and `npm run init` read: for
 * `octocat`, the three the codehost API reads (its repositories in two pages) and its social
 * accounts; for `lucia-perez`, a Spanish-speaking fork's owner, the profile, one page of
 * repositories and the social accounts. Any other user is GitHub's 404. User names match
 * case-insensitively, as on GitHub.
 */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const resources: Record<string, string> = {
    '/users/octocat': fixture('user.json'),
    '/users/octocat/repos': fixture('repos-page-1.json'),
    '/users/octocat/repos?page=2': fixture('repos-page-2.json'),
    '/users/octocat/events/public': fixture('events.json'),
    '/users/octocat/social_accounts': fixture('social_accounts.json'),
    '/users/lucia-perez': fixture('lucia-perez/user.json'),
    '/users/lucia-perez/repos': fixture('lucia-perez/repos.json'),
    '/users/lucia-perez/social_accounts': fixture('lucia-perez/social_accounts.json'),
  };

  const fake: FakeGitHub = {
    url: '',
    requests: [],
    mode: 'ok',
    rateLimitReset: 0,
    version: 1,
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(body);
    };

    switch (fake.mode) {
      case 'hang':
        return; // never answers
      case 'refused':
        return req.socket.destroy();
      case 'server-error':
        return send(502, '{"message":"Server Error"}');
      case 'rate-limited':
        return send(403, '{"message":"API rate limit exceeded"}', {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(fake.rateLimitReset),
        });
      case 'secondary-rate-limit':
        return send(429, '{"message":"You have exceeded a secondary rate limit"}', { 'retry-after': '42' });
      case 'malformed':
        return send(200, '{"login": "octocat", "public_repos": ');
      case 'server-error-retry-after':
        return send(503, '{"message":"Service Unavailable"}', { 'retry-after': '120' });
      case 'stall-body':
        // Headers and the start of a body, then nothing more.
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.write('{"login": "octocat", ');
        return;
    }

    const page = url.searchParams.get('page');
    const key = url.pathname.toLowerCase() + (page && page !== '1' ? `?page=${page}` : '');
    const body = resources[key];
    if (!body) return send(404, '{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}');

    const etag = `"${Buffer.from(`${key}#${fake.version}`).toString('base64url')}"`;
    const headers: Record<string, string> = { etag, 'x-ratelimit-remaining': '59', 'x-ratelimit-limit': '60' };
    if (key === '/users/octocat/repos') {
      const next = new URL(url.pathname, fake.url);
      next.search = new URLSearchParams({ ...Object.fromEntries(url.searchParams), page: '2' }).toString();
      headers.link = `<${next.href}>; rel="next", <${next.href}>; rel="last"`;
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    send(200, body, headers);
  });
  const { url, close } = await listenOnLoopback(server);
  fake.url = url;
  fake.close = close;
  return fake;
}
