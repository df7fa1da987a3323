// Takes each optional capability out, as a forker who wants less would: in a copy of the repository,
// delete the paths its README.md lists under "Taking it out" and its line in the capability list
// (src/capabilities/list.ts), then type-check and build what is left. A capability is optional
// when its folder has such a README. `npm run check:take-out [name…]` runs it (all by default).
import { spawnSync } from 'node:child_process';
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

function step(copy: string, label: string, command: string, args: string[]): boolean {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    console.log(`  ${label}: passed (${seconds} s)`);
    return true;
  }
  console.error(`  ${label}: failed (${seconds} s)\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n')}`);
  return false;
}

function takeOut(name: string): boolean {
  const copy = join(root, 'build', 'take-out', name);
  console.log(`[take-out] ${name}`);
  copyRepository(copy);
  const paths = takenOutPaths(readFileSync(readmeOf(name), 'utf8'));
  const missing = paths.filter((path) => !existsSync(join(copy, path)));
  if (missing.length > 0) {
    console.error(`  its README lists what is not there: ${missing.join(', ')}`);
    return false;
  }
  for (const path of paths) rmSync(join(copy, path), { recursive: true });
  const list = join(copy, LIST);
  const taken = takeOutLine(readFileSync(list, 'utf8'), name);
  if (taken === undefined) {
    console.error(`  ${LIST} has not exactly one line for ./${name}/`);
    return false;
  }
  writeFileSync(list, taken);
  const bin = join(copy, 'node_modules', '.bin');
  const passed =
    // astro sync writes the content collections' types (.astro/), which the type check reads.
    step(copy, 'astro sync', join(bin, 'astro'), ['sync']) &&
    step(copy, 'type check', join(bin, 'tsc'), ['--noEmit', '-p', 'tsconfig.json']) &&
    step(copy, 'build', process.execPath, ['scripts/build-offline.ts']);
  if (passed) rmSync(copy, { recursive: true, force: true });
  return passed;
}

const asked = process.argv.slice(2);
const names = asked.length > 0 ? asked : optional();
const failed = names.filter((name) => !takeOut(name));
if (failed.length > 0) {
  console.error(`[take-out] the site does not stand without: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`[take-out] the site stands without each of: ${names.join(', ')}`);
