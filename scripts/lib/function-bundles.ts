// Builds Netlify Functions the way Netlify's build does: @netlify/zip-it-and-ship-it with the
// [functions] section of netlify.toml (v2 functions are traced with nft whatever node_bundler
// says), and unzips a bundle where no project file is in reach. The functions directory is
// build/functions/, which `npm run build` writes (src/integrations/function-bundles.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'smol-toml';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

interface TomlFunctionConfig {
  node_bundler?: string;
  included_files?: string[];
  external_node_modules?: string[];
  ignored_node_modules?: string[];
}

/** netlify.toml's [functions] section as zip-it-and-ship-it takes it (the same mapping as Netlify's build). */
function functionsConfig(root = projectRoot) {
  const toml = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { functions?: Record<string, unknown> };
  const { directory = 'build/functions', ...section } = (toml.functions ?? {}) as Record<string, unknown> & { directory?: string };
  const perFunction = Object.entries(section).filter(([, value]) => typeof value === 'object' && !Array.isArray(value));
  const shared = Object.fromEntries(Object.entries(section).filter(([, value]) => typeof value !== 'object' || Array.isArray(value)));
  const translate = (c: TomlFunctionConfig) => ({
    includedFiles: c.included_files,
    includedFilesBasePath: root,
    externalNodeModules: c.external_node_modules,
    ignoredNodeModules: c.ignored_node_modules,
    nodeBundler: c.node_bundler === 'esbuild' ? 'esbuild_zisi' : c.node_bundler,
  });
  const config = Object.fromEntries([
    ['*', translate(shared as TomlFunctionConfig)],
    ...perFunction.map(([name, value]) => [name, translate(value as TomlFunctionConfig)]),
  ]);
  return { directory: join(root, directory), config };
}

export interface FunctionBundle {
  name: string;
  zip: string;
  bundler?: string;
  /** The function module's path inside the zip. */
  entry: string;
  /** What Netlify read from the function's `config` export. */
  routes: { pattern: string; methods: string[] }[];
  schedule?: string;
  /** The rate limit Netlify read from `config.rateLimit`, in that shape. */
  rateLimit?: { windowLimit: number; windowSize: number; aggregateBy: string[] };
}

interface TrafficRules {
  action?: { config?: { rateLimitConfig?: { windowLimit: number; windowSize: number }; aggregate?: { keys?: { type: string }[] } } };
}

/** zip-it-and-ship-it's traffic rules back in the shape of a function's `config.rateLimit`. */
function rateLimitOf(rules: TrafficRules | undefined): FunctionBundle['rateLimit'] {
  const config = rules?.action?.config;
  if (!config?.rateLimitConfig) return undefined;
  const { windowLimit, windowSize } = config.rateLimitConfig;
  return { windowLimit, windowSize, aggregateBy: (config.aggregate?.keys ?? []).map((key) => key.type) };
}

/** Zips every function of the project into `outDir`, as a deploy would. */
export async function zipProjectFunctions(outDir: string, root = projectRoot): Promise<FunctionBundle[]> {
  const { directory, config } = functionsConfig(root);
  const results = await zipFunctions([directory], outDir, {
    archiveFormat: 'zip',
    basePath: root,
    repositoryRoot: root,
    config: config as never,
  });
  return results.map((result) => ({
    name: result.name,
    zip: result.path,
    bundler: result.bundler,
    entry: entryOf(result.path),
    routes: (result.routes ?? []).map(({ pattern, methods }) => ({ pattern, methods: methods ?? [] })),
    schedule: result.schedule,
    rateLimit: rateLimitOf((result as { trafficRules?: TrafficRules }).trafficRules),
  }));
}

/** The function module's path inside a zip, as Netlify's entry point names it. */
function entryOf(zip: string): string {
  const entryPoint = strFromU8(
    unzipSync(readFileSync(zip), { filter: (file) => file.name === '___netlify-entry-point.mjs' })['___netlify-entry-point.mjs'] ??
      new Uint8Array(),
  );
  const entry = /getLambdaHandler\('\.\/([^']+)'\)/.exec(entryPoint)?.[1];
  if (!entry) throw new Error(`${zip} has no recognisable ___netlify-entry-point.mjs`);
  return entry;
}

/** Unzips a bundle into `dir`; the function module is then `join(dir, bundle.entry)`. */
export function unzipBundle(zip: string, dir: string): string {
  for (const [path, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (path.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
  return dir;
}
