// Prebundles each Netlify Function entry (netlify/functions/*.mts) into one minified,
// tree-shaken ESM file in build/functions/, the directory netlify.toml deploys. Netlify
// traces v2 functions with nft, which ships every file a function imports, node_modules
// included; a prebundled entry imports only Node built-ins, so its zip holds one file (plus
// its included_files). esbuild keeps `export const config = {…}` an object literal, which is
// what Netlify reads statically from the bundled file.
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type BuildOptions, build, context } from 'esbuild';

const FUNCTIONS_SOURCE = 'netlify/functions';
const FUNCTIONS_OUTPUT = 'build/functions';

/** `skip`: names of functions (netlify/functions/<name>.mts) not to bundle, those of switched-off features. */
function options(root: string, skip: ReadonlySet<string>): BuildOptions {
  const sources = join(root, FUNCTIONS_SOURCE);
  return {
    entryPoints: readdirSync(sources)
      .filter((file) => file.endsWith('.mts') && !skip.has(file.slice(0, -'.mts'.length)))
      .map((file) => join(sources, file)),
    outdir: join(root, FUNCTIONS_OUTPUT),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    logLevel: 'warning',
    alias: { '@modelcontextprotocol/server/_shims': join(root, 'src/lib/mcp/sdk-shims.ts') },
  };
}

/** Writes build/functions/<name>.mjs for every function; returns esbuild's metafile. */
async function prebundleFunctions(root: string, skip: ReadonlySet<string> = new Set()) {
  return (await build({ ...options(root, skip), metafile: true })).metafile;
}

/**
 * Prebundles the functions after `astro build`, and keeps them rebuilt while `astro dev` runs.
 * A build into another directory than the project's dist/ (`--outDir`, as the build tests
 * do) leaves build/functions alone: it is not what Netlify deploys.
 */
export default function functionBundles({ skip = new Set<string>() }: { skip?: ReadonlySet<string> } = {}): AstroIntegration {
  let root = '';
  let deployable = true;
  return {
    name: 'function-bundles',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        deployable = fileURLToPath(config.outDir) === join(root, 'dist/');
      },
      'astro:server:setup': async ({ server }) => {
        const watcher = await context(options(root, skip));
        await watcher.watch();
        server.httpServer?.once('close', () => void watcher.dispose());
      },
      'astro:build:done': async ({ logger }) => {
        if (!deployable) return logger.info(`output is not ${join(root, 'dist/')}: functions not prebundled`);
        // Bundles of switched-off features left by an earlier build would still deploy.
        await rm(join(root, FUNCTIONS_OUTPUT), { recursive: true, force: true });
        const metafile = await prebundleFunctions(root, skip);
        for (const [file, { bytes }] of Object.entries(metafile.outputs)) logger.info(`${file}: ${(bytes / 1000).toFixed(0)} KB`);
      },
    },
  };
}
