import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { projectBuildDir, runBuild } from './build-output.ts';

export interface OfflineBuild {
  /** Where the build wrote the site. */
  readonly outDir: string;
  /** What it printed. */
  readonly output: string;
}

/**
 * The build with every upstream unreachable, for a test file's checks. scripts/build-offline.ts
 * points every upstream URL at a closed port. `npm test` makes that build into dist/ before the
 * tests and names the file that holds what it printed (OFFLINE_BUILD_LOG): the checks read that
 * build. Run alone, a file makes one of its own (named `name`), removed after its tests.
 */
export function offlineBuild(name: string): OfflineBuild {
  const build = { outDir: '', output: '' };
  const npmTestBuildLog = process.env.OFFLINE_BUILD_LOG;
  beforeAll(async () => {
    if (npmTestBuildLog) {
      build.outDir = fileURLToPath(new URL('../../dist/', import.meta.url));
      build.output = await readFile(npmTestBuildLog, 'utf8');
      return;
    }
    build.outDir = await projectBuildDir(name);
    build.output = await runBuild(['scripts/build-offline.ts', '--outDir', build.outDir], process.env);
  }, 120_000);
  afterAll(async () => {
    if (!npmTestBuildLog) await rm(build.outDir, { recursive: true, force: true });
  });
  return build;
}
