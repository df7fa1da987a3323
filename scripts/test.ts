// `npm test`: the checks (scripts/lib/checks.ts), then every test file with Vitest, which starts
// as soon as the build it tests is made: the type check goes on beside it (about 15 s of it, on
// a core Vitest leaves idle while its browsers load pages) instead of holding it back.
// `--skip <check>` leaves a check out; `--no-coverage` runs Vitest without coverage; what
// follows `--` goes to Vitest (CI's fork run: scripts/ci/fork-check.ts).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { checkLanes, tookEach, unknownChecks } from './lib/checks.ts';
import { INTERRUPTED_EXIT_CODE, interruptSignal } from './lib/interrupt.ts';
import { type Runner, runLanes, shell } from './lib/lanes.ts';

const USAGE = 'npm test -- [--skip <check>]... [--no-coverage] [-- <vitest arguments>]';

function parsedArgs() {
  try {
    return parseArgs({
      options: { skip: { type: 'string', multiple: true, default: [] }, 'no-coverage': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`test: ${(error as Error).message}\nusage: ${USAGE}`);
    process.exit(2);
  }
}

const { values, positionals } = parsedArgs();
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
        // SIGINT, as a terminal's Ctrl-C: Vitest closes its browsers and the Lighthouse test its
        // Chrome (chrome-launcher cleans up on SIGINT only); SIGTERM if it is still there 10 s later.
        const signalGroup = (name: NodeJS.Signals) => {
          try {
            if (child.pid) process.kill(-child.pid, name);
          } catch {
            // already gone
          }
        };
        const stop = () => {
          signalGroup('SIGINT');
          setTimeout(() => signalGroup('SIGTERM'), 10_000).unref();
        };
        child.once('error', (error) => resolve({ code: 127, output: `could not start vitest: ${error.message}` }));
        signal.addEventListener('abort', stop, { once: true });
        child.once('close', (code) => {
          signal.removeEventListener('abort', stop);
          resolve({ code: code ?? 1, output: '' });
        });
      });

const [typecheck, rest] = checkLanes(values.skip);
const interrupt = interruptSignal();
const started = performance.now();
const { ok, finished } = await runLanes(
  [typecheck, [...rest, VITEST]],
  run,
  ({ command, code, output, seconds, stopped }) => {
    if (command === VITEST) return;
    console.log(`\n${code === 0 ? '✓' : stopped ? '–' : '✗'} ${command} (${stopped ? 'stopped after ' : ''}${seconds.toFixed(1)} s)`);
    if (output.trim()) console.log(output.trimEnd());
  },
  interrupt,
);
const checks = finished.filter((done) => done.command !== VITEST);
const vitest = finished.find((done) => done.command === VITEST);
console.log(
  `\nnpm test ${ok ? 'passed' : interrupt.aborted ? 'was stopped' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${[tookEach(checks), vitest ? `vitest ${vitest.seconds.toFixed(1)} s` : ''].filter(Boolean).join(', ')}`,
);
process.exit(ok ? 0 : interrupt.aborted ? INTERRUPTED_EXIT_CODE : 1);
