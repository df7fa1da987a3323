// Writes build/counting.json, what the counting handlers take from the build (src/data/built-counting.ts):
// whether the site counts its readers, and every path a count may name. The edge functions, the
// functions and the local emulation all read this one file, so that counting is on or off the
// same way everywhere: Netlify's local emulation gives edge functions none of the process's
// variables, and a switch read from their environment never reached them (docs/privacy.md).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const COUNTING = 'build/counting.json';

interface Counting {
  /** Whether readers are counted: the statistics are in the site and STATS_TOKEN was set where it was built (Netlify gives builds the site's variables). */
  on: boolean;
  /** Every page, twin and document the build made, and the APIs' paths: the closed set a path's count is kept for. */
  paths: string[];
}

/**
 * Files of the built site that nobody reads as a page or document: assets, the search index,
 * Netlify's rules, and site.json, which function-bundles takes out of the site after this.
 */
const NOT_DOCUMENTS =
  /^(?:_astro|pagefind|og)\/|^(?:_headers|_redirects|site\.json)$|\.(?:png|jpe?g|webp|avif|gif|svg|ico|woff2?|css|js|mjs|map|wasm)$/;

/** "index.html" -> "/", "en/projects.html" -> "/en/projects", "llms.txt" -> "/llms.txt" (build.format 'file'). */
const pathOfFile = (file: string) => {
  const path = `/${file.split(sep).join('/')}`;
  if (!path.endsWith('.html')) return path;
  return path.slice(0, -'.html'.length).replace(/\/index$/, '') || '/';
};

async function documentPaths(dist: string): Promise<string[]> {
  const files = await readdir(dist, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_DOCUMENTS.test(file.split(sep).join('/')))
    .map(pathOfFile);
}

/** The HTTP APIs' paths, as the built OpenAPI description lists them. */
async function apiPaths(dist: string): Promise<string[]> {
  const file = join(dist, 'openapi.json');
  if (!existsSync(file)) return [];
  const { paths = {} } = JSON.parse(await readFile(file, 'utf8')) as { paths?: Record<string, unknown> };
  return Object.keys(paths);
}

/** Written whole, then renamed: a handler never imports half of it. */
async function writeCounting(root: string, counting: Counting): Promise<void> {
  const file = join(root, COUNTING);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(counting)}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * After a build, its switch and paths; before the first (`astro dev`, the type check on a fresh
 * clone), the switch alone. A build into another directory than dist/ (the build tests') leaves
 * build/ alone, as function-bundles does.
 */
export default function readerCounting({ on }: { on: boolean }): AstroIntegration {
  let root = '';
  let deployable = true;
  return {
    name: 'reader-counting',
    hooks: {
      'astro:config:done': async ({ config }) => {
        root = fileURLToPath(config.root);
        deployable = fileURLToPath(config.outDir) === join(root, 'dist/');
        // What the last build wrote stands (`astro check` and `astro dev` change nothing of it);
        // on a fresh clone, a file to import until the first build.
        if (deployable && !existsSync(join(root, COUNTING))) await writeCounting(root, { on, paths: [] });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!deployable) return;
        const dist = fileURLToPath(dir);
        const paths = [...new Set([...(await documentPaths(dist)), ...(await apiPaths(dist))])].sort();
        await writeCounting(root, { on, paths });
        logger.info(on ? `readers counted: ${paths.length} paths` : 'readers not counted');
      },
    },
  };
}
