import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file that took this long in the last run starts before the others. */
const LONG_FILE_MS = 5_000;

/**
 * The files in the seed's random order, but those that took five seconds or more in the last
 * run (vitest's results cache) first, longest first: two workers share the test files, and a
 * one-minute file drawn among the last ones can leave one worker on it alone at the end (seen:
 * pages-browser-dark starting at 400 s, init at 575 s of 645). Files without a recorded time
 * are among the rest.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ms = (file: TestSpecification) => this.ctx.cache.getTestSpecificationResult(file)?.duration ?? 0;
    const key = (file: TestSpecification) => `${file.project.name} ${file.moduleId} ${file.pool}`;
    // Sorted before the shuffle: the glob's order may change between runs, only the seed may decide.
    const shuffled = seededShuffle(
      [...files].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
      this.ctx.config.sequence.seed,
    );
    const long = shuffled.filter((file) => ms(file) >= LONG_FILE_MS).sort((a, b) => ms(b) - ms(a));
    return [...long, ...shuffled.filter((file) => ms(file) < LONG_FILE_MS)];
  }
}

/** Fisher–Yates with mulberry32: the same seed, the same order. */
function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Every test stands on its own: files and the tests inside them run in a random order
    // (the seed is printed; `--sequence.seed=N` replays an order), but the files that took five
    // seconds or more start first, longest first by the last run's times (LongestFirstSequencer).
    sequence: { shuffle: { files: true, tests: true }, sequencer: LongestFirstSequencer },
    // Two files at a time on two cores (vitest's default is one fewer than the cores): browser
    // checks spend part of their time waiting on Chromium, unit files on nothing.
    maxWorkers: 2,
    // A worker keeps its imported modules from one test file to the next instead of importing
    // zod, the MCP SDK and Playwright again for each: the unit tier runs in 10 s instead of 28,
    // e2e in 153 instead of 202. No test file changes module state it does not restore (process.env,
    // spies and fake timers are restored where they are set), and the random file order would show it.
    isolate: false,
    coverage: {
      // Istanbul counts only the included files, compiled with counters; V8's coverage slowed every
      // script a worker runs (Playwright, zod, the tests): unit and integration 39–41 s instead of 42–47 s here.
      provider: 'istanbul',
      include: ['src/lib/**/*.ts', 'src/capabilities/**/*.ts'],
      // A capability's browser code (its page's script, its MCP App) runs in Chromium, in the browser
      // tests, where no counter reaches: not counted, as before it moved into its capability's folder.
      exclude: ['src/capabilities/*/client.ts', 'src/capabilities/*/client/**', 'src/capabilities/*/app/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      thresholds: { lines: 90, branches: 85 },
    },
    projects: [
      {
        extends: true,
        // Property tests run a hundred cases or more: seconds, not milliseconds, on a busy 2-core machine.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 15_000,
          // Writes build/site.json on a fresh clone, which the functions' modules import.
          globalSetup: ['tests/support/site-index-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The site's handlers and Netlify's static, header and redirect handlers in one
          // process; upstream fakes on loopback.
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'budgets',
          include: ['tests/budgets/**/*.test.ts'],
          // The e2e stack (shared with the e2e project). Lighthouse's performance score counts
          // main-thread time, so this project runs alone, after all the others: no other test's
          // work is counted as the page's.
          globalSetup: ['tests/support/e2e-setup.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'smoke',
          include: ['tests/smoke/**/*.test.ts'],
          // Netlify's own emulation (`npm start`), about 1 s per function call: a few requests only.
          // Each file starts the stacks it needs (a global setup would hold back every test file
          // for the 4 s one takes to start); the Chromium is the shared one.
          globalSetup: ['tests/support/browser-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
