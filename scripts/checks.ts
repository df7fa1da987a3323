// `npm test`'s checks before the test files. The type check keeps one core busy for about 25 s;
// the rest (lint, knip, the offline build, OpenAPI lint, afdocs) take about 16 s one after
// another on the other core meanwhile, the last two on the build's output.
// `--skip <script>` leaves a check out (CI's fork run skips those no owner can change).
import { parseArgs } from 'node:util';
import { runLanes, shell } from './lib/lanes.ts';

const LANES = [['typecheck'], ['lint', 'knip', 'build:offline', 'lint:openapi', 'lint:agents']] as const;

const { values } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
const known: readonly string[] = LANES.flat();
const unknown = values.skip.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`checks: no check named ${unknown.join(', ')} (the checks: ${known.join(', ')})`);
  process.exit(2);
}

const lanes = LANES.map((lane) => lane.filter((name) => !values.skip.includes(name)).map((name) => `npm run --silent ${name}`));
const started = performance.now();
const { ok, finished } = await runLanes(lanes, shell, ({ command, code, output, seconds }) => {
  console.log(`\n${code === 0 ? '✓' : '✗'} ${command} (${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
});
const took = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nchecks ${ok ? 'passed' : 'failed'} in ${took} s: ${finished.map((done) => `${done.command.split(' ').at(-1)} ${done.seconds.toFixed(1)} s`).join(', ')}`,
);
process.exit(ok ? 0 : 1);
