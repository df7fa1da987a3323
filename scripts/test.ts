// `npm test`: the checks (scripts/lib/checks.ts) and every test file with Vitest, which starts as
// soon as the offline build it tests is made: the type check, lint, knip and the two checks of
// the build's output go on beside it on the other lane, instead of holding it back.
// `--skip <check>` leaves a check out; `--no-coverage` runs Vitest without coverage; what
// follows `--` goes to Vitest (CI's fork run: scripts/ci/fork-check.ts).
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { afterTheBuild, printFinished, testLanes, tookEach, unknownChecks } from './lib/checks.ts';
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

/** Vitest, its output as it comes (it is most of what `npm test` prints). */
const runVitest: Runner = (_command, signal) =>
  new Promise((resolve) => {
    const env = offlineBuildLog ? { ...process.env, OFFLINE_BUILD_LOG: offlineBuildLog } : process.env;
    const child = spawn('vitest', vitestArgs, { detached: true, stdio: 'inherit', env });
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

/**
 * What this run's offline build printed, kept for tests/integration/offline-build.test.ts, which
 * then checks this build (dist/) instead of making the same one again.
 */
let offlineBuildLog: string | undefined;
async function keepBuildLog(output: string): Promise<string> {
  const file = fileURLToPath(new URL('../reports/build-offline.log', import.meta.url));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, output);
  return file;
}

/** Each step as its lane calls it: Vitest live, the checks' output held and printed whole. */
const run = afterTheBuild(
  (command, signal) => (command === VITEST ? runVitest(command, signal) : shell(command, signal)),
  values.skip,
  // A log that cannot be written only means the offline-build tests make their own build.
  async (result) => {
    if (result.code === 0) offlineBuildLog = await keepBuildLog(result.output).catch(() => undefined);
  },
);

const [checks, build] = testLanes(values.skip);
const interrupt = interruptSignal();
const started = performance.now();
const { ok, finished } = await runLanes(
  [checks, [...build, VITEST]],
  run,
  (done) => done.command !== VITEST && printFinished(done),
  interrupt,
);
const checksRan = finished.filter((done) => done.command !== VITEST);
const vitest = finished.find((done) => done.command === VITEST);
console.log(
  `\nnpm test ${ok ? 'passed' : interrupt.aborted ? 'was stopped' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${[tookEach(checksRan), vitest ? `vitest ${vitest.seconds.toFixed(1)} s` : ''].filter(Boolean).join(', ')}`,
);
process.exit(ok ? 0 : interrupt.aborted ? INTERRUPTED_EXIT_CODE : 1);
