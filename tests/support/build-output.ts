import { spawn } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a build script (`node <args>` in the project) to its exit and answers what it printed.
 * It waits for the process to exit, not for its output to close: esbuild's service process,
 * which Astro starts, inherits the build's stderr and sometimes outlives the build, which
 * held the output open (and the test waiting) until a timeout. A build still running after
 * `timeoutMs` is killed, and the failure carries all its output, to show where it stopped.
 */
export function runBuild(args: string[], env: Record<string, string | undefined>, timeoutMs = 110_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // The output ends when its pipes close, or a moment after the build exits if something else holds them.
    const drained = new Promise((done) => child.on('close', done));
    child.on('error', reject);
    child.on('exit', async (code, signal) => {
      clearTimeout(timer);
      await Promise.race([drained, new Promise((done) => setTimeout(done, 1_000))]);
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0) return resolve(output);
      const how = signal ? `was killed (${signal}) after ${timeoutMs / 1000} s` : `failed with exit code ${code}`;
      reject(new Error(`The build ${how}:\n${output}`));
    });
  });
}

/**
 * A fresh output directory for a test's own `astro build`, inside the project on purpose:
 * for an outDir outside the working directory, Astro renders through `<cwd>/.astro/.prerender/`,
 * which it deletes when done, so two such builds at once (the suite runs files in parallel)
 * delete each other's chunks and one fails with ERR_MODULE_NOT_FOUND. Inside the project,
 * each build keeps its chunks under its own outDir. build/ is ignored by git.
 */
export async function projectBuildDir(name: string): Promise<string> {
  const parent = fileURLToPath(new URL('../../build/test-builds/', import.meta.url));
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, `${name}-`));
}
