// The checks `npm test` runs before and beside the test files, in two lanes: the type check
// keeps one core busy for about 36 s; the rest (lint, knip, the offline build, OpenAPI lint,
// afdocs) take about 20 s one after another on the other core, the last two on the build's output.
const LANES = [['typecheck'], ['lint', 'knip', 'build:offline', 'lint:openapi', 'lint:agents']] as const;

const CHECKS: readonly string[] = LANES.flat();

/** The names `skip` holds that are no check. */
export const unknownChecks = (skip: readonly string[]): string[] => skip.filter((name) => !CHECKS.includes(name));

/** The checks' lanes as `npm run` commands, without those skipped. */
export const checkLanes = (skip: readonly string[]): string[][] =>
  LANES.map((lane) => lane.filter((name) => !skip.includes(name)).map((name) => `npm run --silent ${name}`));

/** "lint 1.6 s, knip 3.1 s, …": what ran and how long each took. */
export const tookEach = (finished: readonly { command: string; seconds: number }[]): string =>
  finished.map((done) => `${done.command.split(' ').at(-1)} ${done.seconds.toFixed(1)} s`).join(', ');
