// Prebundles each Netlify Function (netlify/functions/*.mts) into one minified, tree-shaken ESM
// module in build/function-modules/, and writes its entry into build/functions/, the directory
// netlify.toml deploys: two statements, the module's default export and the function's `config`.
// Netlify traces v2 functions with nft, which ships every file a function imports, node_modules
// included; a prebundled module imports only Node built-ins, and zip-it-and-ship-it inlines it
// into its entry, so a zip holds one file (plus its included_files). Netlify reads `config` by
// parsing the entry with Babel, on every deploy and, in its local emulation, on every call: a few
// lines, not the bundle (the 495 KB MCP bundle's parse was most of an emulated call's 3 CPU-s).
// The build reads each config by importing the bundled module in a Node process of its own, as a
// cold start does (a function's module must import cleanly with the build's environment), and
// writes it as JSON, the literal Netlify's parser reads.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { AstroIntegration } from 'astro';
import { type BuildOptions, build, context, type Metafile, type Plugin } from 'esbuild';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { type SiteIndex, SITE_INDEX_FILE, siteIndexOf } from './built-pages.ts';
import { siteLanguagesWords } from './site-languages-words.ts';
import { staticCapabilityList } from './static-capability-list.ts';

const FUNCTIONS_SOURCE = 'netlify/functions';
/** The functions' entries: netlify.toml's functions directory, where each file is a function Netlify deploys. */
export const ENTRIES_OUTPUT = 'build/functions';
/** The functions' bundles, beside the entries, not among them. */
export const MODULES_OUTPUT = 'build/function-modules';
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

/**
 * Prints the `config` of each module named (null for a function without one) as JSON on a line
 * of its own, after whatever a module printed as it loaded; fails naming the module that would
 * not import, or whose default export Netlify could not call (an object's config would be lost
 * behind the entry's re-export).
 */
const READ_CONFIGS = `
const configs = [];
for (const module of process.argv.slice(1)) {
  const loaded = await import(module).catch((error) => {
    console.error(module + ": " + (error?.stack ?? error));
    process.exit(1);
  });
  if (typeof loaded.default !== 'function') {
    console.error(module + ": its default export is not a function, as a Netlify Function's must be");
    process.exit(1);
  }
  configs.push(loaded.config ?? null);
}
process.stdout.write('\\n' + JSON.stringify(configs) + '\\n', () => process.exit(0));`;

/** Each module's config, read in a Node process of its own: this integration runs none of the functions' code in the build's. */
async function configsOf(modules: string[]): Promise<unknown[]> {
  const args = ['--input-type=module', '-e', READ_CONFIGS, ...modules.map((module) => pathToFileURL(module).href)];
  const { stdout } = await promisify(execFile)(process.execPath, args, { timeout: 60_000 }).catch(
    (error: { stderr?: string; message: string }) => {
      throw new Error(`A function's config could not be read from its bundled module:\n${error.stderr || error.message}`);
    },
  );
  const last = stdout.trimEnd().split('\n').at(-1) ?? '';
  const configs: unknown = last.startsWith('[') ? JSON.parse(last) : undefined;
  if (!Array.isArray(configs) || configs.length !== modules.length)
    throw new Error(`Reading the functions' config gave ${JSON.stringify(last)}, not one config per module`);
  return configs;
}

/** The import specifier of a function's module, from its entry. */
const moduleSpecifier = (name: string) => `${posix.relative(ENTRIES_OUTPUT, MODULES_OUTPUT)}/${name}.mjs`;

/** A function's entry: its bundled module's default export, and its config where Netlify reads it. */
function entrySource(name: string, config: unknown): string {
  const specifier = moduleSpecifier(name);
  return [
    `// ${FUNCTIONS_SOURCE}/${name}.mts, bundled in ${specifier} (src/integrations/function-bundles.ts).`,
    `export { default } from ${JSON.stringify(specifier)};`,
    ...(config === null ? [] : [`export const config = ${JSON.stringify(config)};`]),
    '',
  ].join('\n');
}

/** Writes a file unless it already holds `text`: the emulation rebuilds a function whose entry was written. */
async function writeChanged(file: string, text: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => undefined)) !== text) await writeFile(file, text);
}

/** Writes build/functions/<name>.mjs, the entry, for each function esbuild bundled. */
async function writeEntries(root: string, metafile: Metafile): Promise<void> {
  const modules = Object.entries(metafile.outputs)
    .filter(([, output]) => output.entryPoint !== undefined)
    .map(([file]) => join(root, file));
  if (!modules.length) return;
  const configs = await configsOf(modules);
  const entries = join(root, ENTRIES_OUTPUT);
  await mkdir(entries, { recursive: true });
  await Promise.all(
    modules.map((module, index) => {
      const name = basename(module, '.mjs');
      return writeChanged(join(entries, `${name}.mjs`), entrySource(name, configs[index]));
    }),
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
        const watcher = await context({ ...watched, metafile: true, plugins: [...(watched.plugins ?? []), functionEntries(root)] });
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
        await Promise.all([ENTRIES_OUTPUT, MODULES_OUTPUT].map((dir) => rm(join(root, dir), { recursive: true, force: true })));
        const metafile = await prebundleFunctions(root, bundles);
        for (const [file, { bytes }] of Object.entries(metafile.outputs)) logger.info(`${file}: ${(bytes / 1000).toFixed(0)} KB`);
      },
    },
  };
}
