import type { Finished, Runner } from './lanes.ts';

// The checks of `npm test`, in two lanes. Alone (`npm run checks`): lint and knip beside the
// offline build, then the type check (about 40 s) on one core beside OpenAPI lint and afdocs.
const LANES = [
  ['lint', 'knip', 'typecheck'],
  ['build:offline', 'lint:openapi', 'lint:agents'],
] as const;

/**
 * Before the test files (`npm test`, scripts/test.ts): the offline build alone on one lane, so that
 * Vitest starts after it at once; every other check on the other, those of AFTER_THE_BUILD
 * waiting for it.
 */
const TEST_LANES = [['lint', 'knip', 'typecheck', 'lint:openapi', 'lint:agents'], ['build:offline']] as const;

/**
 * The checks that wait for the offline build: two read what it writes, and the type check syncs
 * Astro's content store as the build does. Two Astro processes writing a store that is not there
 * yet (a fresh clone) or has changed (a new post) race on the same temporary file, and one fails
 * with ENOENT on its rename.
 */
const AFTER_THE_BUILD: readonly string[] = ['typecheck', 'lint:openapi', 'lint:agents'];

const CHECKS: readonly string[] = LANES.flat();

const asCommand = (name: string) => `npm run --silent ${name}`;

/** The command of the offline build. */
const BUILD_COMMAND = asCommand('build:offline');
const waitsForTheBuild = (command: string): boolean => AFTER_THE_BUILD.some((name) => command === asCommand(name));

/**
 * `run`, holding the checks of AFTER_THE_BUILD until the offline build has ended (they are
 * stopped, not run, when something fails first). `onBuilt` sees the build's result first.
 */
export function afterTheBuild(
  run: Runner,
  skip: readonly string[],
  onBuilt: (result: Awaited<ReturnType<Runner>>) => Promise<void> = async () => {},
): Runner {
  let buildDone: () => void = () => {};
  const built = new Promise<void>((resolve) => {
    buildDone = resolve;
  });
  if (skip.includes('build:offline')) buildDone();
  return async (command, signal) => {
    if (waitsForTheBuild(command)) {
      signal.addEventListener('abort', () => buildDone(), { once: true });
      await built;
      if (signal.aborted) return { code: 1, output: '' };
    }
    const result = await run(command, signal);
    if (command === BUILD_COMMAND) {
      await onBuilt(result);
      // A failed build releases no one: the lanes' abort that follows stops the waiting checks.
      if (result.code === 0) buildDone();
    }
    return result;
  };
}

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
