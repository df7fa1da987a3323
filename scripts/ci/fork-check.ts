// CI's second run: the suite as a fork would run it. In a copy of the repository, `npm run init`
// writes a Spanish owner (with English and Portuguese as further languages) from the loopback GitHub fake and a JSON Resume whose texts carry
// hostile strings (with the optimizer off); some texts, a write-up and posts are then translated as a forker
// would (fork-translations.ts), committed, and `npm run upgrade` takes a next release of the template
// (one more example post) into the fork; then the steps of `npm test` run there, all but
// the checks whose outcome the owner cannot change (OWNER_INDEPENDENT_CHECKS). A template's tests must
// hold for any valid owner; this proves they do for one unlike the example.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { translateAsAForker } from './fork-translations.ts';
import { ownerIndependentTests } from './owner-independent-tests.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fork = join(root, 'build', 'fork');
const template = join(root, 'build', 'fork-template');
const INIT_ARGS = [
  '--github',
  'lucia-perez',
  '--resume',
  'tests/fixtures/resume/lucia-es.json',
  // Three languages, the default not English: the suite holds for a site in one (the main run)
  // and in several, each further language as the template ships it (docs/languages.md).
  '--languages',
  'es,en,pt',
  '--site-url',
  'https://lucia.example.com.ar',
  '--yes',
];

/**
 * Checks of `npm test` (scripts/checks.ts) that give the same result for every owner, so the main
 * run's pass stands for the fork: init writes only src/content/owner.ts (and the fork adds src/content/projects/ and src/content/posts/).
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

const GIT_IDENTITY = ['-c', 'user.name=fork-check', '-c', 'user.email=fork-check@localhost'];
const git = (cwd: string, ...args: string[]) => spawnSync('git', [...GIT_IDENTITY, ...args], { cwd, stdio: 'inherit' });

/**
 * The template as a repository of its own (the committed files, one commit), and the fork a clone
 * of it, as GitHub's fork is; node_modules hard-linked rather than installed again.
 */
function forkRepository() {
  for (const dir of [template, fork]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) cpSync(join(root, file), join(template, file), { recursive: true });
  git(template, 'init', '-q', '-b', 'main');
  git(template, 'add', '-A');
  git(template, 'commit', '-qm', 'the release the fork starts from');
  git(root, 'clone', '-q', template, fork);
  spawnSync('cp', ['-al', join(root, 'node_modules'), join(fork, 'node_modules')], { stdio: 'inherit' });
}

/** The template's next release: a new example post, and a line in its changelog. */
const NEXT_EXAMPLE_POST = 'next-release-example';
function nextRelease() {
  writeFileSync(
    join(template, 'src/example/posts', `${NEXT_EXAMPLE_POST}.md`),
    '---\ntitle: An example post of the next release\ndescription: Example content, which a fork must not show.\npublished: 2026-01-01\ntags: [example]\n---\n\nExample.\n',
  );
  const changelog = join(template, 'CHANGELOG.md');
  writeFileSync(changelog, readFileSync(changelog, 'utf8').replace('## [Unreleased]\n', '## [Unreleased]\n\n- An example post.\n'));
  git(template, 'add', '-A');
  git(template, 'commit', '-qm', 'the next release');
}

/** `npm run upgrade` takes the next release in: the example post arrives in src/example/, and is on no page of the fork's. */
function upgradeTheFork() {
  git(fork, 'add', '-A');
  git(fork, 'commit', '-qm', 'the fork made its own');
  nextRelease();
  const identity = { GIT_AUTHOR_NAME: 'fork-check', GIT_AUTHOR_EMAIL: 'fork-check@localhost' };
  run('npm', ['run', 'upgrade', '--', '--from', template, '--ref', 'main'], {
    ...process.env,
    ...identity,
    GIT_COMMITTER_NAME: identity.GIT_AUTHOR_NAME,
    GIT_COMMITTER_EMAIL: identity.GIT_AUTHOR_EMAIL,
  });
  if (!existsSync(join(fork, 'src/example/posts', `${NEXT_EXAMPLE_POST}.md`))) fail('the upgrade did not bring the release in');
}

function fail(message: string): never {
  console.error(`[fork-check] ${message}`);
  process.exit(1);
}

/** What init may write; the steps skipped as owner-independent rely on it writing nothing else. */
const OWNER_FILES = /^src\/content\/(?:owner\.ts|(?:projects|posts)\/.+)$/;

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

forkRepository();
const github = await startFakeGitHub();
try {
  run('npm', ['run', 'init', '--', ...INIT_ARGS], { ...process.env, CODEHOST_API_URL: github.url, GITHUB_TOKEN: '' });
} finally {
  github.process.kill();
}
assertInitWroteOnlyOwnerFiles();
translateAsAForker(fork, root);
upgradeTheFork();
// As `npm test` would: the fork's own tools first on the PATH.
const testEnv = { ...process.env, PATH: `${join(fork, 'node_modules', '.bin')}:${process.env.PATH}` };
run('npm', testArgs(), testEnv);
if (readFileSync(join(fork, 'dist', 'sitemap.xml'), 'utf8').includes(NEXT_EXAMPLE_POST))
  fail('the fork shows the example post of the release it took');
console.log('\n[fork-check] the suite passes for a Spanish fork written by npm run init, upgraded to the next release');
