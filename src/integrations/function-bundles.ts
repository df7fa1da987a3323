// Prebundles each Netlify Function (netlify/functions/*.mts) into one minified, tree-shaken ESM
// module in build/function-modules/, and writes its entry into build/functions/, the directory
// netlify.toml deploys: the module's default export and the function's `config` as a literal.
// Netlify traces v2 functions with nft, which ships every file a function imports, node_modules
// included; a prebundled module imports only Node built-ins, so a zip holds the entry and its
// module (plus its included_files). Netlify reads `config` by parsing the entry with Babel, on
// every deploy and, in its local emulation, on every call: the entry is a few lines, not the
// bundle (parsing the 495 KB MCP bundle was 0.9 s of each emulated call's 1.5 s).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { AstroIntegration } from 'astro';
import { type BuildOptions, build, context, type Metafile, type Plugin } from 'esbuild';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { type SiteIndex, SITE_INDEX_FILE, siteIndexOf } from './built-pages.ts';
import { siteLanguagesWords } from './site-languages-words.ts';
import { staticCapabilityList } from './static-capability-list.ts';

const FUNCTIONS_SOURCE = 'netlify/functions';
const FUNCTIONS_OUTPUT = 'build/functions';
/** Beside the functions directory, not in it: Netlify deploys a function for every file there. */
const MODULES_OUTPUT = 'build/function-modules';
/** What the functions import from the build (src/data/built-site.ts): the site's content and each language's pages. */
const SITE_INDEX = 'build/site.json';

/**
 * The index the last build wrote, with the owner file as it is now, or the owner alone (a fresh
 * clone). Not read from dist/ before a build: builtPages reads the built site once per build, and a
 * read now would be the last build's.
 */
async function lastIndex(root: string, owner: OwnerContent): Promise<SiteIndex> {
  const file = join(root, SITE_INDEX);
  const last = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Partial<SiteIndex>) : {};
  return { capabilityContent: {}, translatedWriteups: {}, pages: {}, ...last, owner };
}

/** This build's index (src/pages/site.json.ts), taken out of the built site `dist`: it is not deployed. */
async function builtIndex(dist: URL): Promise<SiteIndex> {
  const index = await siteIndexOf(dist);
  await rm(new URL(SITE_INDEX_FILE, dist), { force: true });
  return index;
}

/**
 * Writes build/site.json: the site's content as the build read and validated it (the owner, what
 * the capabilities read of the content in each language, the translated write-ups) and each
 * language's pages.
 * Written whole, then renamed: a function never imports half of it.
 */
async function writeSiteIndex(root: string, index: SiteIndex): Promise<void> {
  const file = join(root, SITE_INDEX);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(index)}\n`);
  await rename(`${file}.tmp`, file);
}

/** Sources a function must not bundle: what the build reads, which is not deployed; the function imports build/site.json instead. */
const BUILD_SOURCES =
  /^src\/(?:content|example)\/|^src\/data\/(?:owner|site-content|content-root|editions|site)\.ts$|^src\/capabilities\/[^/]+\/(?:collections|content)\.ts$/;

/** Fails the build when a function bundle holds a source the build reads, naming the function and the file. */
function checkNoBuildSources(metafile: Metafile): void {
  const found = Object.entries(metafile.outputs).flatMap(([output, { inputs }]) =>
    Object.keys(inputs)
      .filter((input) => BUILD_SOURCES.test(input))
      .map((input) => `${output}: ${input}`),
  );
  if (found.length)
    throw new Error(`A function bundles a source the build reads; import src/data/built-site.ts instead:\n  ${found.join('\n  ')}`);
}

interface FunctionBundlesOptions {
  /** Names of functions (netlify/functions/<name>.mts) not to bundle: those of switched-off capabilities. */
  skip?: ReadonlySet<string>;
  /** The owner file, for build/site.json before the pages are built (`astro dev`'s functions, the type check). */
  owner: OwnerContent;
}

/**
 * How a function is bundled, whatever its entry: one minified ESM file for Node 22, the MCP SDK's
 * shims ours, the capability list's imports static, and only the words of `languages` (the
 * site's; every shipped one when not given). bench/functions.ts bundles its reference the same way.
 */
export const functionBundleOptions = (root: string, languages?: readonly string[]): BuildOptions => ({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  logLevel: 'warning',
  alias: { '@modelcontextprotocol/server/_shims': join(root, 'src/lib/mcp/sdk-shims.ts') },
  plugins: [staticCapabilityList, ...(languages ? [siteLanguagesWords(languages)] : [])],
});

/** Prints each module's `config` export, as JSON (functions without one: null). */
const READ_CONFIGS = `
const configs = [];
for (const module of process.argv.slice(1)) configs.push((await import(module)).config ?? null);
process.stdout.write('\\n' + JSON.stringify(configs));`;

/**
 * Each module's config, read in a Node process of its own, which imports them as Netlify does:
 * the build runs none of the functions' code in its own process.
 */
async function configsOf(modules: string[]): Promise<unknown[]> {
  const args = ['--input-type=module', '-e', READ_CONFIGS, ...modules.map((module) => pathToFileURL(module).href)];
  const { stdout } = await promisify(execFile)(process.execPath, args).catch((error: { stderr?: string }) => {
    // Without the line of minified code Node quotes above the error.
    const said = (error.stderr ?? String(error)).split('\n').filter((line) => line.length <= 300);
    throw new Error(`The functions' modules could not be imported to read their config:\n${said.join('\n').trim()}`);
  });
  return JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1));
}

/** A function's entry: its bundled module's default export, and its config where Netlify reads it. */
function entrySource(module: string, config: unknown): string {
  return [
    `// ${FUNCTIONS_SOURCE}/${basename(module, '.mjs')}.mts, bundled in ${module} (src/integrations/function-bundles.ts).`,
    `export { default } from ${JSON.stringify(module)};`,
    ...(config === null ? [] : [`export const config = ${JSON.stringify(config)};`]),
    '',
  ].join('\n');
}

/** Writes build/functions/<name>.mjs, the entry, for each module esbuild wrote. */
async function writeEntries(root: string, metafile: Metafile): Promise<void> {
  const modules = Object.keys(metafile.outputs)
    .map((output) => join(root, output))
    .filter((output) => output.endsWith('.mjs'));
  const configs = await configsOf(modules);
  const entries = join(root, FUNCTIONS_OUTPUT);
  await mkdir(entries, { recursive: true });
  await Promise.all(
    modules.map((module, index) => writeFile(join(entries, basename(module)), entrySource(relative(entries, module), configs[index]))),
  );
}

/** Writes the entries after each of `astro dev`'s rebuilds. */
const functionEntries = (root: string): Plugin => ({
  name: 'function-entries',
  setup(build) {
    build.onEnd(async (result) => {
      if (!result.errors.length && result.metafile) await writeEntries(root, result.metafile);
    });
  },
});

function options(root: string, bundles: FunctionBundlesOptions): BuildOptions {
  const { skip = new Set() } = bundles;
  const sources = join(root, FUNCTIONS_SOURCE);
  return {
    entryPoints: readdirSync(sources)
      .filter((file) => file.endsWith('.mts') && !skip.has(file.slice(0, -'.mts'.length)))
      .map((file) => join(sources, file)),
    outdir: join(root, MODULES_OUTPUT),
    outExtension: { '.js': '.mjs' },
    absWorkingDir: root,
    metafile: true,
    ...functionBundleOptions(root, bundles.owner.site.languages),
  };
}

/** Writes build/function-modules/<name>.mjs and its entry build/functions/<name>.mjs for every function; returns esbuild's metafile. */
async function prebundleFunctions(root: string, bundles: FunctionBundlesOptions) {
  const { metafile } = await build({ ...options(root, bundles), metafile: true });
  checkNoBuildSources(metafile);
  await writeEntries(root, metafile);
  return metafile;
}

/**
 * Prebundles the functions after `astro build`, and keeps them rebuilt while `astro dev` runs.
 * A build into another directory than the project's dist/ (`--outDir`, as the build tests
 * do) leaves build/functions and build/function-modules alone: that build is not what Netlify deploys.
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
        // Before anything imports it (`astro dev`'s functions, the type check): the owner file as it
        // is now, the content and pages as the last build indexed them, until this build's are known.
        if (deployable) await writeSiteIndex(root, await lastIndex(root, bundles.owner));
      },
      'astro:server:setup': async ({ server }) => {
        const watched = options(root, bundles);
        const watcher = await context({ ...watched, plugins: [...(watched.plugins ?? []), functionEntries(root)] });
        await watcher.watch();
        server.httpServer?.once('close', () => void watcher.dispose());
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!deployable) {
          await builtIndex(dir);
          return logger.info(`output is not ${join(root, 'dist/')}: functions not prebundled`);
        }
        await writeSiteIndex(root, await builtIndex(dir));
        // Bundles of switched-off capabilities left by an earlier build would still deploy.
        await Promise.all([FUNCTIONS_OUTPUT, MODULES_OUTPUT].map((dir) => rm(join(root, dir), { recursive: true, force: true })));
        const metafile = await prebundleFunctions(root, bundles);
        for (const [file, { bytes }] of Object.entries(metafile.outputs)) logger.info(`${file}: ${(bytes / 1000).toFixed(0)} KB`);
      },
    },
  };
}
