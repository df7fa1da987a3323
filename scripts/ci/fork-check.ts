// CI's second run: the suite as a fork would run it. In a copy of the repository, `npm run init`
// writes a Spanish owner from the loopback GitHub fake and a JSON Resume whose texts carry
// hostile strings (with the optimizer off), then `npm test` runs there unchanged. A template's
// tests must hold for any valid owner; this proves they do for one unlike the example.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fork = join(root, 'build', 'fork');
const INIT_ARGS = [
  '--github',
  'lucia-perez',
  '--resume',
  'tests/fixtures/resume/lucia-es.json',
  '--language',
  'es',
  '--site-url',
  'https://lucia.example.com.ar',
  '--yes',
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n[fork-check] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: fork, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[fork-check] failed: ${command} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

/** The committed files (what a fork has), and node_modules hard-linked rather than installed again. */
function copyRepository() {
  rmSync(fork, { recursive: true, force: true });
  mkdirSync(fork, { recursive: true });
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) cpSync(join(root, file), join(fork, file), { recursive: true });
  spawnSync('cp', ['-al', join(root, 'node_modules'), join(fork, 'node_modules')], { stdio: 'inherit' });
  spawnSync('git', ['init', '-q'], { cwd: fork });
}

/** The GitHub fake in its own process, up until stopped; resolves with its loopback URL. */
function startFakeGitHub(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['tests/support/run-fake-github.ts'], { cwd: fork, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the GitHub fake exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (url) => resolve({ url: url.trim(), process: child }));
  });
}

copyRepository();
const github = await startFakeGitHub();
try {
  run('npm', ['run', 'init', '--', ...INIT_ARGS], { ...process.env, CODEHOST_API_URL: github.url, GITHUB_TOKEN: '' });
} finally {
  github.process.kill();
}
run('npm', ['test']);
console.log('\n[fork-check] the suite passes for a Spanish fork written by npm run init');
