// Takes each optional capability out, as a forker who wants less would: in a copy of the repository,
// delete the paths its README.md lists under "Taking it out" and its line in the capability list
// (src/capabilities/list.ts), then type-check and build what is left. A capability is optional
// when its folder has such a README. `npm run check:take-out [name…]` runs it (all by default).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeOutLine, takenOutPaths } from '../lib/take-out.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CAPABILITIES = 'src/capabilities';
const LIST = join(CAPABILITIES, 'list.ts');

const readmeOf = (name: string) => join(root, CAPABILITIES, name, 'README.md');

/** The capabilities whose folder says how to take them out. */
const optional = (): string[] =>
  readdirSync(join(root, CAPABILITIES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(readmeOf(entry.name)))
    .map((entry) => entry.name)
    .filter((name) => takenOutPaths(readFileSync(readmeOf(name), 'utf8')).length > 0)
    .sort();

/** The repository's files as they are now (committed or not, ignored ones left out), node_modules hard-linked. */
function copyRepository(to: string) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean))
    if (existsSync(join(root, file))) cpSync(join(root, file), join(to, file), { recursive: true });
  spawnSync('cp', ['-al', join(root, 'node_modules'), join(to, 'node_modules')], { stdio: 'inherit' });
}

const tail = (output: string, lines: number) => output.trim().split('\n').slice(-lines).join('\n');

/** A step's command in the copy: whether it passed, and what it printed (its last 40 lines when it failed). */
function step(copy: string, label: string, command: string, args: string[]): Promise<{ passed: boolean; report: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: copy, env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Whole, beside the copy (which a failure leaves in place): the report keeps only its end.
      // The last step's, which is the one that failed.
      writeFileSync(`${copy}.log`, output);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      resolve(
        code === 0
          ? { passed: true, report: `  ${label}: passed (${seconds} s)${wholeSuite ? `\n${tail(output, 14)}` : ''}` }
          : { passed: false, report: `  ${label}: failed (${seconds} s)\n${tail(output, 40)}` },
      );
    });
  });
}

async function takeOut(name: string): Promise<boolean> {
  const copy = join(root, 'build', 'take-out', name);
  const report = [`[take-out] ${name}`];
  const done = (passed: boolean) => {
    console[passed ? 'log' : 'error'](report.join('\n'));
    return passed;
  };
  copyRepository(copy);
  const paths = takenOutPaths(readFileSync(readmeOf(name), 'utf8'));
  const missing = paths.filter((path) => !existsSync(join(copy, path)));
  if (missing.length > 0) {
    report.push(`  its README lists what is not there: ${missing.join(', ')}`);
    return done(false);
  }
  for (const path of paths) rmSync(join(copy, path), { recursive: true });
  const list = join(copy, LIST);
  const taken = takeOutLine(readFileSync(list, 'utf8'), name);
  if (taken === undefined) {
    report.push(`  ${LIST} has not exactly one line for ./${name}/`);
    return done(false);
  }
  writeFileSync(list, taken);
  const bin = join(copy, 'node_modules', '.bin');
  const steps: [string, string, string[]][] = wholeSuite
    ? [['npm test', 'npm', ['test']]]
    : [
        // astro sync writes the content collections' types (.astro/), which the type check reads.
        ['astro sync', join(bin, 'astro'), ['sync']],
        ['type check', join(bin, 'tsc'), ['--noEmit', '-p', 'tsconfig.json']],
        // Nothing left unused (a fork's `npm test` runs Knip): what only the capability used goes with it.
        ['knip', join(bin, 'knip'), []],
        ['build', process.execPath, ['scripts/build-offline.ts']],
      ];
  for (const [label, command, args] of steps) {
    const { passed, report: said } = await step(copy, label, command, args);
    report.push(said);
    if (!passed) return done(false);
  }
  rmSync(copy, { recursive: true, force: true });
  return done(true);
}

// `--suite`: the whole of `npm test` in each copy instead (one at a time, several minutes each), for
// a closing note or a change to a take-out; CI runs the quicker steps above.
const wholeSuite = process.argv.includes('--suite');
const asked = process.argv.slice(2).filter((arg) => arg !== '--suite');
const names = asked.length > 0 ? asked : optional();
// Two at a time: each step is mostly one process on one core (tsc, the build), and CI has two.
const TOGETHER = wholeSuite ? 1 : 2;
const outcomes: boolean[] = [];
for (let i = 0; i < names.length; i += TOGETHER) outcomes.push(...(await Promise.all(names.slice(i, i + TOGETHER).map(takeOut))));
const failed = names.filter((_, index) => !outcomes[index]);
if (failed.length > 0) {
  console.error(`[take-out] the site does not stand without: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`[take-out] the site stands without each of: ${names.join(', ')}`);
