// `npm run knip` (part of `npm test`): no unused files, exports, types or dependencies, and no
// dependency used without being listed. The Astro, Vitest and Netlify plugins find the pages,
// the config files and the test projects; the entries below are what no plugin sees.
import { existsSync, globSync } from 'node:fs';
import type { KnipConfig } from 'knip';

/**
 * The dependencies one optional capability alone uses. Taken out (its folder gone), it leaves them
 * in package.json until the forker uninstalls them, as its README says; Knip lets them be till then.
 */
const OWN_DEPENDENCIES: Record<string, string[]> = {
  optimizer: ['quadprog', '@modelcontextprotocol/ext-apps'],
  resume: ['harfbuzzjs', '@jsonresume/schema'],
  writing: ['hast-util-to-html', '@rowanmanning/feed-parser'],
};
const takenOut = Object.entries(OWN_DEPENDENCIES).flatMap(([name, dependencies]) =>
  existsSync(`src/capabilities/${name}`) ? [] : dependencies,
);

const config: KnipConfig = {
  entry: [
    // Netlify deploys these (the build bundles them into build/function-modules/, with their
    // entries in build/functions/, the directory netlify.toml names, where Knip's Netlify plugin
    // looks instead of here).
    'netlify/functions/*.mts',
    'netlify/edge-functions/*.ts',
    // Bundled by esbuild from a path joined at run time (src/capabilities/optimizer/app-integration.ts),
    // while a capability has an MCP App.
    ...globSync('src/capabilities/*/app/main.ts'),
    // Each language's words, read by a dynamic import with the language in its path
    // (wordsByLanguage in src/lib/i18n/index.ts), which Knip cannot follow.
    'src/lib/i18n/locales/*.ts',
    'src/capabilities/*/words/*.ts',
    // Aliased in for @modelcontextprotocol/server/_shims when the functions are bundled
    // (src/integrations/function-bundles.ts).
    'src/lib/mcp/sdk-shims.ts',
    // Run by .ci/run after `npm test`.
    'scripts/ci/fork-check.ts',
    // Run by `npm run bench` (bench/run.ts: node bench/**/*.ts, and vitest bench for bench/**/*.bench.ts).
    'bench/**/*.ts',
    'vitest.bench.config.ts',
    // Run by Deno (tests/integration/negotiation-deno.test.ts); `npm run typecheck` checks it.
    'tests/support/deno/edge-driver.ts',
    // Started as a child process by scripts/lib/lighthouse-process.ts.
    'scripts/lib/lighthouse-worker.ts',
    // Started as a child process by scripts/ci/fork-check.ts.
    'tests/support/run-fake-github.ts',
    // Read by dpdm in tests/unit/import-cycles.test.ts: the cycle it must find.
    'tests/fixtures/import-cycle/a.ts',
  ],
  ignoreDependencies: takenOut,
  // An export its own file uses too (a type in a function's signature, a helper the file calls) is
  // not reported: a capability taken out leaves such exports with no other user.
  ignoreExportsUsedInFile: true,
};

export default config;
