import type { Finished } from './lanes.ts';

// The checks of `npm test`, in two lanes. Alone (`npm run checks`): the type check keeps one core
// busy for about 40 s; the rest (lint, knip, the offline build, OpenAPI lint, afdocs) take about
// 20 s one after another on the other core, the last two on the build's output.
const LANES = [['typecheck'], ['lint', 'knip', 'build:offline', 'lint:openapi', 'lint:agents']] as const;

/**
 * Before the test files (`npm test`, scripts/test.ts): the offline build alone on one lane, so that
 * Vitest starts after it at once; every other check on the other, those that read the build
 * (READS_THE_BUILD) waiting for it.
 */
const TEST_LANES = [['typecheck', 'lint', 'knip', 'lint:openapi', 'lint:agents'], ['build:offline']] as const;
const READS_THE_BUILD: readonly string[] = ['lint:openapi', 'lint:agents'];

const CHECKS: readonly string[] = LANES.flat();

const asCommand = (name: string) => `npm run --silent ${name}`;

/** The command of the offline build, and whether a command reads what it writes. */
export const BUILD_COMMAND = asCommand('build:offline');
export const readsTheBuild = (command: string): boolean => READS_THE_BUILD.some((name) => command === asCommand(name));

/** The names `skip` holds that are no check. */
export const unknownChecks = (skip: readonly string[]): string[] => skip.filter((name) => !CHECKS.includes(name));

const lanesOf = (lanes: readonly (readonly string[])[], skip: readonly string[]): string[][] =>
  lanes.map((lane) => lane.filter((name) => !skip.includes(name)).map(asCommand));

/** The checks' lanes as `npm run` commands, without those skipped. */
export const checkLanes = (skip: readonly string[]): string[][] => lanesOf(LANES, skip);

/** `npm test`'s lanes of checks (the build's lane is where the test files follow it), without those skipped. */
export const testLanes = (skip: readonly string[]): string[][] => lanesOf(TEST_LANES, skip);

/** "lint 1.6 s, knip 3.1 s, …": what ran and how long each took. */
export const tookEach = (finished: readonly { command: string; seconds: number }[]): string =>
  finished.map((done) => `${done.command.split(' ').at(-1)} ${done.seconds.toFixed(1)} s`).join(', ');

/** A check as it ends: ✓ passed, ✗ failed or – stopped (by another's failure or Ctrl-C), its time, then its output whole. */
export function printFinished({ command, code, output, seconds, stopped }: Finished): void {
  console.log(`\n${code === 0 ? '✓' : stopped ? '–' : '✗'} ${command} (${stopped ? 'stopped after ' : ''}${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
