/**
 * The paths the project's Netlify Functions answer (`/mcp`, `/api/*`), read from the text of their
 * `config`: the build imports each module instead (src/integrations/owner-links.ts), but a module
 * run before the first build fails (it imports build/site.json), and init runs before it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS_DIR = 'netlify/functions';
const STRING = /'([^'\\]*)'|"([^"\\]*)"/g;

/**
 * The paths a function's source declares: `path: '/api/x'` or `path: ['/mcp', '/.well-known/mcp']`
 * in its `export const config`; none for a function without one (a scheduled one). Undefined when
 * the paths are not written as plain strings (a constant, a template): then they cannot be read.
 */
export function declaredPaths(source: string): string[] | undefined {
  const start = source.indexOf('export const config');
  if (start < 0) return [];
  const end = source.indexOf('\n}', start);
  const config = source.slice(start, end < 0 ? undefined : end);
  if (!/\bpath\s*:/.test(config)) return [];
  const value = /\bpath\s*:\s*(\[[^\]]*\]|'[^'\\]*'|"[^"\\]*")\s*[,}\n]/.exec(config)?.[1];
  // Anything in the value but strings, commas and brackets (a constant's name, a spread) is not read.
  if (value === undefined || value.replace(STRING, '').replace(/[\s,[\]]/g, '') !== '') return undefined;
  return [...value.matchAll(STRING)].map((match) => match[1] ?? match[2]!);
}

/**
 * The paths the functions of `roots` answer, but those in `skip` (functions not deployed, as the
 * build leaves them out); undefined when one function's paths cannot be read.
 */
export function functionPaths(roots: readonly string[], skip: ReadonlySet<string>): string[] | undefined {
  const paths: string[] = [];
  for (const root of roots) {
    const folder = join(root, FUNCTIONS_DIR);
    if (!existsSync(folder)) continue;
    // The modules the build reads: netlify/functions/<name>.mts.
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.mts'))) {
      if (skip.has(file.slice(0, -'.mts'.length))) continue;
      const declared = declaredPaths(readFileSync(join(folder, file), 'utf8'));
      if (!declared) return undefined;
      paths.push(...declared);
    }
  }
  return paths;
}
