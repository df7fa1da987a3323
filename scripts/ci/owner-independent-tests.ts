// Which test files give the same result whatever the owner, so that CI's fork run (fork-check.ts)
// may leave them to the main run. Decided from the code, not kept by hand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The tiers of plain modules; every other tier runs against the built site, which is the owner's. */
const CANDIDATE_TIERS = ['tests/unit', 'tests/integration'];

/**
 * The owner's content and everything derived from it at import time (pages, features): src/data/
 * but its dictionaries, which are the template's words whatever the owner.
 */
const OWNER_MODULES = /^src\/(?:content\/|data\/(?!dictionaries\.ts$))/;

/** A path to the owner's files or the build written as text: read at run time, not imported. */
const OWNER_PATHS = /['"`/](?:src\/(?:data|content)|dist)\b/;

/**
 * Files that name those paths only inside a temporary root of their own: init.test.ts writes an
 * example owner there and runs init on it; upgrade.test.ts makes a template and a fork there;
 * site-files.test.ts lays out a dist/ there.
 */
const OWN_TEMPORARY_ROOT = new Set([
  'tests/integration/init.test.ts',
  'tests/integration/upgrade.test.ts',
  'tests/unit/site-files.test.ts',
]);

/**
 * The modules one module loads, as repository paths: its relative imports, and the scripts it
 * names from the repository's root (`spawn(node, ['scripts/init.ts'])` runs one).
 */
function loadedModules(root: string, file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specifiers = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g);
  const imported = [...specifiers].map((match) => relative(root, resolve(dirname(join(root, file)), match[1]!)));
  const scripts = [...source.matchAll(/['"`]((?:scripts|tests|netlify)\/[\w./-]+\.[mc]?ts)['"`]/g)].map((match) => match[1]!);
  return [...imported, ...scripts];
}

/** Every module a file loads, directly or not, within the repository. */
function importClosure(root: string, file: string): string[] {
  const seen = new Set([file]);
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (!/\.[mc]?[jt]s$/.test(current) || !existsSync(join(root, current))) continue;
    for (const imported of loadedModules(root, current)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return [...seen];
}

function isOwnerIndependent(root: string, file: string): boolean {
  const closure = importClosure(root, file);
  if (closure.some((module) => OWNER_MODULES.test(module))) return false;
  if (OWN_TEMPORARY_ROOT.has(file)) return true;
  return !closure.some(
    (module) => /\.[mc]?[jt]s$/.test(module) && existsSync(join(root, module)) && OWNER_PATHS.test(withoutImports(root, module)),
  );
}

/** A module's code without its comments and import lines (a package path such as `ajv/dist/…` is not a read). */
function withoutImports(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s*(?:import|export)\b[^;]*?from\s*['"][^'"]+['"];?$/gm, '');
}

/**
 * The unit and integration test files that import nothing of the owner's (followed through every
 * import) and read neither the owner's files nor the build by path.
 */
export function ownerIndependentTests(root: string): string[] {
  return CANDIDATE_TIERS.flatMap((tier) =>
    readdirSync(join(root, tier))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${tier}/${name}`)
      .filter((file) => isOwnerIndependent(root, file)),
  );
}
