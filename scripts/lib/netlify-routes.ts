// The routing Netlify does from each function's and edge function's own `config` (path,
// excludedPath, method), with URLPattern, the matcher Netlify uses. Shared by the local
// servers: scripts/serve.ts (to queue per function) and the tests' in-process stack.
import { readdir } from 'node:fs/promises';
import { URLPattern } from 'urlpattern-polyfill';

type Handler = (request: Request, context?: unknown) => Promise<Response> | Response;
interface FunctionConfig {
  path?: string | string[];
  excludedPath?: string | string[];
  method?: string | string[];
}
export interface Route {
  name: string;
  handler: Handler;
  patterns: URLPattern[];
  excluded: URLPattern[];
  methods: string[] | null;
}

const root = new URL('../../', import.meta.url);
const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
// A declared path matches with or without a trailing slash, as on Netlify.
const pattern = (path: string) => new URLPattern({ pathname: path.endsWith('/') || path.endsWith('*') ? path : `${path}{/}?` });

/** Every module of a folder of the project ("netlify/functions/"), with its handler and routes; `skip` names modules not deployed. */
export async function loadRoutes(directory: string, skip: ReadonlySet<string> = new Set()): Promise<Route[]> {
  const files = (await readdir(new URL(directory, root)))
    .filter((file) => /\.m?ts$/.test(file) && !skip.has(file.replace(/\.m?ts$/, '')))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(new URL(`${directory}${file}`, root).href)) as { default: Handler; config: FunctionConfig };
      return {
        name: file.replace(/\.m?ts$/, ''),
        handler: module.default,
        patterns: list(module.config.path).map(pattern),
        excluded: list(module.config.excludedPath).map(pattern),
        methods: module.config.method ? list(module.config.method).map((m) => m.toUpperCase()) : null,
      };
    }),
  );
}

/** The first route that takes this request, as Netlify matches them. */
export function routeFor(routes: Route[], request: Request): Route | undefined {
  const { pathname } = new URL(request.url);
  return routes.find(
    (route) =>
      (!route.methods || route.methods.includes(request.method)) &&
      route.patterns.some((p) => p.test({ pathname })) &&
      !route.excluded.some((p) => p.test({ pathname })),
  );
}
