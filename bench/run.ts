// `npm run bench`: the vitest benches (bench/**/*.bench.ts), then every script bench in turn, those
// of the site (bench/*.ts) and each capability's (bench/<capability>/*.ts), so that a capability's
// benches leave with it. What the benches share lives in a support/ folder and is not run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');

function scriptBenches(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.bench.ts'))
    .map((entry) => join(dir, entry.name))
    .filter((file) => file !== fileURLToPath(import.meta.url));
  const folders = entries.filter((entry) => entry.isDirectory() && entry.name !== 'support');
  return [...files, ...folders.flatMap((folder) => scriptBenches(join(dir, folder.name)))];
}

function run(command: string, args: string[]) {
  console.log(`\n[bench] ${[command, ...args].map((arg) => relative(root, arg) || arg).join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

run(join(root, 'node_modules/.bin/vitest'), ['bench', '--run', '--config', 'vitest.bench.config.ts']);
for (const bench of scriptBenches(here)) run(process.execPath, [bench]);
