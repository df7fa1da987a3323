import { type Env, type ReadingOf, runtimeEnv } from './count-requests.ts';
import { readerOf } from './readers.ts';
import { SignedAgents } from './signed-agents.ts';

/** What every path the site does not serve is counted as, so that nobody can fill the counts with made-up paths. */
export const NOT_FOUND = '(not found)';

/** A page's path for its built file's name, as a request may name it: "/projects.html" and "/index.html" are /projects and /. */
const pageOfHtml = (path: string) => (path.endsWith('.html') ? path.slice(0, -'.html'.length).replace(/\/index$/, '') || '/' : undefined);

/**
 * The path of the site a request's path names, out of the paths the build made (`served`): its
 * percent-encoding decoded first ("/%70rojects" is /projects), a trailing slash or the built
 * file's name as the page ("/projects/", "/projects.html"); undefined for any other.
 */
export function servedPath(pathname: string, served: ReadonlySet<string>): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const bare = decoded.replace(/(.)\/+$/, '$1');
  return [decoded, bare, pageOfHtml(decoded)].find((path) => path !== undefined && served.has(path));
}

const answered = (status: number) => (status >= 200 && status < 300) || status === 304;

/**
 * A plain request's reading, as the edge functions count pages, documents and API calls: who (by
 * User-Agent) read which path. Only a path out of `served` (every page, twin and document the
 * build made, and the APIs' paths) that was answered (2xx, or 304 for a copy the reader kept) is
 * kept; anything else is "(not found)". A twin served for `Accept: text/markdown` counts as its
 * twin (Content-Location: /projects.md). No query string, ever. A signed agent's request is
 * named by its signer, verified or claimed (readerOf).
 */
export function pathReadingFor(served: ReadonlySet<string>, env: Env = runtimeEnv): ReadingOf {
  // One instance's signers' directories and nonces; SIGNED_AGENTS_DIRECTORY_URL serves every signer's (a test's fake).
  const agents = new SignedAgents({ directoryBase: env.get('SIGNED_AGENTS_DIRECTORY_URL') || undefined });
  return async (request, response) => {
    if (request.method === 'OPTIONS') return undefined;
    const located = response.headers.get('content-location');
    const path = located?.startsWith('/') ? located : new URL(request.url).pathname;
    const target = (answered(response.status) && servedPath(path, served)) || NOT_FOUND;
    const { kind, client } = await readerOf(request, agents);
    return { kind, target, ...(client && { client }) };
  };
}
