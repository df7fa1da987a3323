// CI's second run: the suite as a fork would run it. In a copy of the repository, `npm run init`
// writes a Spanish owner (with English as a second language) from the loopback GitHub fake and a JSON Resume whose texts carry
// hostile strings (with the optimizer off); some texts, a write-up and posts are then translated as a forker
// would (fork-translations.ts), and the steps of `npm test` run there, all but
// the checks whose outcome the owner cannot change (OWNER_INDEPENDENT_CHECKS). A template's tests must
// hold for any valid owner; this proves they do for one unlike the example.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { translateAsAForker } from './fork-translations.ts';
import { ownerIndependentTests } from './owner-independent-tests.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fork = join(root, 'build', 'fork');
const INIT_ARGS = [
  '--github',
  'lucia-perez',
  '--resume',
  'tests/fixtures/resume/lucia-es.json',
  // Two languages, the default not English: the suite holds for a site in one (the main run) and in two.
  '--languages',
  'es,en',
  '--site-url',
  'https://lucia.example.com.ar',
  '--yes',
];

/**
 * Checks of `npm test` (scripts/checks.ts) that give the same result for every owner, so the main
 * run's pass stands for the fork: init writes only src/data/owner.ts, src/content/projects/ and src/content/posts/.
 * The type check cannot see the owner's content (parseOwnerContent takes it as `unknown`; zod
 * validates it in the build, which the fork runs), and Markdown is validated by the content
 * schema, also in the build. knip reads code, imports and dependencies, which init does not touch.
 */
const OWNER_INDEPENDENT_CHECKS = ['typecheck', 'knip'];

/**
 * Vitest's arguments: the main run's, without the test files that import nothing of the owner's and
 * read none of its files (owner-independent-tests.ts says how that is decided): the main run ran
 * them on the same code. Coverage measures the tests, not the owner, and the main run holds it to
 * its thresholds over every file; here it would count only some.
 */
function vitestArgs(): string[] {
  const skipped = ownerIndependentTests(fork);
  console.log(`[fork-check] leaving ${skipped.length} owner-independent test files to the main run`);
  return skipped.flatMap((file) => ['--exclude', file]);
}

/** `npm test` (scripts/test.ts) as the fork has it, without what no owner can change. */
const testArgs = (): string[] => [
  'test',
  '--',
  ...OWNER_INDEPENDENT_CHECKS.flatMap((name) => ['--skip', name]),
  '--no-coverage',
  '--',
  ...vitestArgs(),
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
  spawnSync('git', ['add', '-A'], { cwd: fork });
  spawnSync('git', ['-c', 'user.name=fork-check', '-c', 'user.email=fork-check@localhost', 'commit', '-qm', 'as forked'], { cwd: fork });
}

/** What init may write; the steps skipped as owner-independent rely on it writing nothing else. */
const OWNER_FILES = /^(src\/data\/owner\.ts|src\/content\/(?:projects|posts)\/.+)$/;

function assertInitWroteOnlyOwnerFiles() {
  const changed = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: fork, encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  const elsewhere = changed.filter((path) => !OWNER_FILES.test(path));
  if (changed.length === 0 || elsewhere.length > 0) {
    console.error(`[fork-check] init should change the owner's files and nothing else; it changed: ${changed.join(', ') || 'nothing'}`);
    process.exit(1);
  }
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
assertInitWroteOnlyOwnerFiles();
translateAsAForker(fork, root);
// As `npm test` would: the fork's own tools first on the PATH.
const testEnv = { ...process.env, PATH: `${join(fork, 'node_modules', '.bin')}:${process.env.PATH}` };
run('npm', testArgs(), testEnv);
console.log('\n[fork-check] the suite passes for a Spanish fork written by npm run init');
