import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Rethrows a failed or killed child build with everything it printed, so a hang shows where it stopped. */
export function withBuildOutput(error: Error & { stdout?: string; stderr?: string; killed?: boolean }): never {
  const how = error.killed ? 'was killed after its timeout' : 'failed';
  throw new Error(`The build ${how}: ${error.message}\n--- stdout ---\n${error.stdout ?? ''}\n--- stderr ---\n${error.stderr ?? ''}`);
}

/**
 * A fresh output directory for a test's own `astro build`, inside the project on purpose:
 * for an outDir outside the working directory, Astro renders through `<cwd>/.astro/.prerender/`,
 * which it deletes when done, so two such builds at once (the suite runs files in parallel)
 * delete each other's chunks: one fails with ERR_MODULE_NOT_FOUND, or stalls. Inside the
 * project, each build keeps its chunks under its own outDir. build/ is ignored by git.
 */
export async function projectBuildDir(name: string): Promise<string> {
  const parent = fileURLToPath(new URL('../../build/test-builds/', import.meta.url));
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, `${name}-`));
}
