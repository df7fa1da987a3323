// `npm test`: the checks (scripts/lib/checks.ts), then every test file with Vitest, which starts
// as soon as the build it tests is made: the type check goes on beside it (about 15 s of it, on
// a core Vitest leaves idle while its browsers load pages) instead of holding it back.
// `--skip <check>` leaves a check out; `--no-coverage` runs Vitest without coverage; what
// follows `--` goes to Vitest (CI's fork run: scripts/ci/fork-check.ts).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { checkLanes, tookEach, unknownChecks } from './lib/checks.ts';
import { type Runner, runLanes, shell } from './lib/lanes.ts';

const { values, positionals } = parseArgs({
  options: { skip: { type: 'string', multiple: true, default: [] }, 'no-coverage': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const unknown = unknownChecks(values.skip);
if (unknown.length) {
  console.error(`test: no check named ${unknown.join(', ')}`);
  process.exit(2);
}

const VITEST = 'vitest';
const vitestArgs = ['run', ...(values['no-coverage'] ? [] : ['--coverage']), ...positionals];

/** Vitest's output as it comes (it is most of what `npm test` prints); the checks' held and printed whole. */
const run: Runner = (command, signal) =>
  command !== VITEST
    ? shell(command, signal)
    : new Promise((resolve) => {
        const child = spawn('vitest', vitestArgs, { detached: true, stdio: 'inherit' });
        const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM');
        signal.addEventListener('abort', stop, { once: true });
        child.once('close', (code) => {
          signal.removeEventListener('abort', stop);
          resolve({ code: code ?? 1, output: '' });
        });
      });

const [typecheck, rest] = checkLanes(values.skip);
const started = performance.now();
const { ok, finished } = await runLanes([typecheck, [...rest, VITEST]], run, ({ command, code, output, seconds, stopped }) => {
  if (command === VITEST) return;
  console.log(`\n${code === 0 ? '✓' : stopped ? '–' : '✗'} ${command} (${stopped ? 'stopped after ' : ''}${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
});
const checks = finished.filter((done) => done.command !== VITEST);
const vitest = finished.find((done) => done.command === VITEST);
console.log(
  `\nnpm test ${ok ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tookEach(checks)}${vitest ? `, vitest ${vitest.seconds.toFixed(1)} s` : ''}`,
);
process.exit(ok ? 0 : 1);
