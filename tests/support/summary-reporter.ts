import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 10;

/** The test files that took longest, with their time, to say where the suite's minutes go. */
function slowestFiles(testModules: ReadonlyArray<TestModule>): string[] {
  return testModules
    .map((module) => ({ file: module.relativeModuleId, seconds: module.diagnostic().duration / 1000, project: module.project.name }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST)
    .map(({ file, seconds, project }) => `${seconds.toFixed(1).padStart(7)} s  ${file} (${project})`);
}

/**
 * Prints the ten slowest test files, then one plain closing line, "Tests: N passed, N failed,
 * N skipped", that any CI log reader understands. A test file that fails to load counts as one failure.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown> = []) {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      if (module.errors().length > 0) counts.failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    console.log(`\nThe ${SLOWEST} slowest test files:\n${slowestFiles(testModules).join('\n')}`);
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
