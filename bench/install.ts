// `npm run bench` (also alone: `node bench/install.ts`): what an install costs, and proof that the
// deploy's install is enough. In two fresh clones of HEAD: `npm install` (everything) and
// `npm install --omit=dev` (what Netlify installs, netlify.toml's NPM_FLAGS), each timed and
// measured on disk; then the offline build in both, whose dist/ and functions (build/functions/ and
// build/function-modules/) must list the same files with the same sizes. Exits 1 over a goal or on any difference.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES_OUTPUT, MODULES_OUTPUT } from '../src/integrations/function-bundles.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const MiB = 1024 * 1024;
// The deploy may reach 500 MiB with what writing needs (Shiki, KaTeX, beautiful-mermaid: issue 46), no further.
const GOALS = { full: 800 * MiB, deploy: 500 * MiB };
// Node 22 from this run: a deploy install has no `node` package (Netlify brings its own Node 22).
const env = {
  ...process.env,
  PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
  NPM_CONFIG_AUDIT: 'false',
  NPM_CONFIG_FUND: 'false',
};

function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** Bytes on disk (allocated blocks, each hard-linked file once), as `du` counts them. */
const diskBytes = (dir: string) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) * 1024;

/** Every file under `dir` with its size, as "path size" lines. */
function listing(dir: string): string[] {
  const lines: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else lines.push(`${relative(dir, path)} ${statSync(path).size}`);
    }
  };
  walk(dir);
  return lines.sort();
}

function installAndBuild(kind: 'full' | 'deploy') {
  const clone = mkdtempSync(join(tmpdir(), `install-${kind}-`));
  run(root, 'git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
  const started = performance.now();
  run(clone, 'npm', ['install', ...(kind === 'deploy' ? ['--omit=dev'] : [])]);
  const seconds = (performance.now() - started) / 1000;
  const bytes = diskBytes(join(clone, 'node_modules'));
  run(clone, process.execPath, ['scripts/build-offline.ts']);
  const functions = [ENTRIES_OUTPUT, MODULES_OUTPUT].flatMap((dir) => listing(join(clone, dir)).map((line) => `${dir}/${line}`));
  return { kind, clone, seconds, bytes, dist: listing(join(clone, 'dist')), functions };
}

const results = [installAndBuild('full'), installAndBuild('deploy')];
const [full, deploy] = results as [ReturnType<typeof installAndBuild>, ReturnType<typeof installAndBuild>];
console.table(
  results.map((r) => ({
    install: r.kind === 'full' ? 'npm install' : 'npm install --omit=dev',
    'node_modules on disk (MiB)': Math.round(r.bytes / MiB),
    goal: `≤ ${GOALS[r.kind] / MiB}`,
    'time (s)': r.seconds.toFixed(1),
    'dist files': r.dist.length,
    'function files': r.functions.length,
  })),
);
const differs = (a: string[], b: string[]) => a.filter((line) => !b.includes(line));
const differences = [
  ...differs(full.dist, deploy.dist).map((line) => `dist, full install only: ${line}`),
  ...differs(deploy.dist, full.dist).map((line) => `dist, deploy install only: ${line}`),
  ...differs(full.functions, deploy.functions).map((line) => `functions, full install only: ${line}`),
  ...differs(deploy.functions, full.functions).map((line) => `functions, deploy install only: ${line}`),
];
console.log(
  differences.length ? differences.join('\n') : 'The deploy install builds the same dist/ and functions (every file, every size).',
);
for (const r of results) rmSync(r.clone, { recursive: true, force: true });
const over = results
  .filter((r) => r.bytes > GOALS[r.kind])
  .map((r) => `${r.kind} install ${Math.round(r.bytes / MiB)} MiB > ${GOALS[r.kind] / MiB} MiB`);
if (over.length) console.log(`Over goal: ${over.join('; ')}`);
process.exitCode = differences.length || over.length ? 1 : 0;
