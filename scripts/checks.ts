// `npm run checks`: every check of `npm test` but the test files (scripts/lib/checks.ts).
// `--skip <script>` leaves a check out.
import { parseArgs } from 'node:util';
import { afterTheBuild, checkLanes, printFinished, tookEach, unknownChecks } from './lib/checks.ts';
import { INTERRUPTED_EXIT_CODE, interruptSignal } from './lib/interrupt.ts';
import { runLanes, shell } from './lib/lanes.ts';

const { values } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
const unknown = unknownChecks(values.skip);
if (unknown.length) {
  console.error(`checks: no check named ${unknown.join(', ')}`);
  process.exit(2);
}

const interrupt = interruptSignal();
const started = performance.now();
const { ok, finished } = await runLanes(checkLanes(values.skip), afterTheBuild(shell, values.skip), printFinished, interrupt);
console.log(
  `\nchecks ${ok ? 'passed' : interrupt.aborted ? 'were stopped' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tookEach(finished)}`,
);
process.exit(ok ? 0 : interrupt.aborted ? INTERRUPTED_EXIT_CODE : 1);
