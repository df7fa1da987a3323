// Prebundles each Netlify Function entry (netlify/functions/*.mts) into one minified,
// tree-shaken ESM file in build/functions/, the directory netlify.toml deploys. Netlify
// traces v2 functions with nft, which ships every file a function imports, node_modules
// included; a prebundled entry imports only Node built-ins, so its zip holds one file (plus
// its included_files). esbuild keeps `export const config = {…}` an object literal, which is
// what Netlify reads statically from the bundled file.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type BuildOptions, build, context, type Plugin } from 'esbuild';
import { builtPages, pagesByLanguage } from './built-pages.ts';

const FUNCTIONS_SOURCE = 'netlify/functions';
const FUNCTIONS_OUTPUT = 'build/functions';
/** What the functions import from the built site: each language's pages (netlify/functions/mcp.mts). */
const SITE_INDEX = 'build/site.json';

/**
 * Writes build/site.json from the built site in `dist`: each language's pages with a twin, in
 * the sitemap's order, the owner's own pages among them, for MCP search, fetch and resources.
 * Without a built site (a fresh clone's first `astro dev` or type check), an empty index. Written
 * whole, then renamed: a function never imports half of it.
 */
async function writeSiteIndex(root: string, dist: URL): Promise<void> {
  const sitemap = new URL('sitemap.xml', dist);
  const pages = existsSync(sitemap) ? pagesByLanguage(await builtPages(dist), await readFile(sitemap, 'utf8')) : {};
  const file = join(root, SITE_INDEX);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify({ pages })}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * The functions get the site's data as the build computed it: the owner content (validated) and
 * the published posts (read from src/content/posts/). A cold start neither loads the owner schema
 * nor parses the owner file again, and no function reads files that are not deployed with it.
 */
function dataModules(modules: Record<string, Record<string, unknown>>): Plugin {
  return {
    name: 'data-modules',
    setup(bundle) {
      for (const [file, exports] of Object.entries(modules)) {
        const filter = new RegExp(`[\\\\/]src[\\\\/]data[\\\\/]${file.replace('.', '\\.')}$`);
        bundle.onLoad({ filter }, () => ({
          // JSON.parse of a string literal is quicker for V8 than the same object as a literal.
          contents: Object.entries(exports)
            .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
            .join('\n'),
          loader: 'js',
        }));
      }
    },
  };
}

interface FunctionBundlesOptions {
  /** Names of functions (netlify/functions/<name>.mts) not to bundle: those of switched-off features. */
  skip?: ReadonlySet<string>;
  /** The owner content as src/data/owner.ts exports it (parsed and validated). */
  owner: unknown;
  /** The published posts and their translations, as src/data/posts.ts exports them. */
  posts: unknown;
  postTranslations: unknown;
  /** Which projects' write-ups are translated, as src/data/writeup-translations.ts exports it. */
  translatedWriteups: unknown;
}

function options(root: string, bundles: FunctionBundlesOptions): BuildOptions {
  const { skip = new Set(), owner, posts, postTranslations, translatedWriteups } = bundles;
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
    plugins: [
      dataModules({
        'owner.ts': { owner },
        'posts.ts': { posts, postTranslations },
        'writeup-translations.ts': { translatedWriteups },
      }),
    ],
  };
}

/** Writes build/functions/<name>.mjs for every function; returns esbuild's metafile. */
async function prebundleFunctions(root: string, bundles: FunctionBundlesOptions) {
  return (await build({ ...options(root, bundles), metafile: true })).metafile;
}

/**
 * Prebundles the functions after `astro build`, and keeps them rebuilt while `astro dev` runs.
 * A build into another directory than the project's dist/ (`--outDir`, as the build tests
 * do) leaves build/functions alone: it is not what Netlify deploys.
 */
export default function functionBundles(bundles: FunctionBundlesOptions): AstroIntegration {
  let root = '';
  let deployable = true;
  return {
    name: 'function-bundles',
    hooks: {
      'astro:config:done': async ({ config }) => {
        root = fileURLToPath(config.root);
        deployable = fileURLToPath(config.outDir) === join(root, 'dist/');
        if (deployable && !existsSync(join(root, SITE_INDEX))) await writeSiteIndex(root, config.outDir);
      },
      'astro:server:setup': async ({ server }) => {
        const watcher = await context(options(root, bundles));
        await watcher.watch();
        server.httpServer?.once('close', () => void watcher.dispose());
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!deployable) return logger.info(`output is not ${join(root, 'dist/')}: functions not prebundled`);
        await writeSiteIndex(root, dir);
        // Bundles of switched-off features left by an earlier build would still deploy.
        await rm(join(root, FUNCTIONS_OUTPUT), { recursive: true, force: true });
        const metafile = await prebundleFunctions(root, bundles);
        for (const [file, { bytes }] of Object.entries(metafile.outputs)) logger.info(`${file}: ${(bytes / 1000).toFixed(0)} KB`);
      },
    },
  };
}
