// Tools that only `npm run audit` uses stay out of `npm install`: fetched from the npm registry
// on first use into .cache/tools/ (git-ignored), pinned, without their install scripts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE = fileURLToPath(new URL('../../.cache/tools/', import.meta.url));

/** The folder of `name@version`, installed now if it is not yet. */
export function installOnDemand(name: string, version: string): string {
  const prefix = join(CACHE, `${name.replace('/', '+')}@${version}`);
  const root = join(prefix, 'node_modules', name);
  if (!existsSync(join(root, 'package.json'))) {
    console.log(`Installing ${name}@${version} into ${prefix} (used by this script only)…`);
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `${name}@${version}`], {
      stdio: 'inherit',
    });
  }
  return root;
}
