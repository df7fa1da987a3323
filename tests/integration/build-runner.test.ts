import { describe, expect, it } from 'vitest';
import { runBuild } from '../support/build-output.ts';

// The build tests' runner: a build that has exited is done, whoever still holds its output.
describe('runBuild', () => {
  it('answers when the build exits, though a process it started still holds its stderr', async () => {
    // Like esbuild's service after an Astro build: a child that inherits stderr and outlives its parent.
    const script = `
      const { spawn } = require('node:child_process');
      const straggler = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
      straggler.unref();
      console.log('built; straggler ' + straggler.pid);
    `;
    const output = await runBuild(['-e', script], process.env);
    expect(output).toMatch(/^built; straggler \d+/);
    process.kill(Number(/straggler (\d+)/.exec(output)?.[1]));
  }, 20_000);

  it('fails with everything the build printed when it exits non-zero', async () => {
    await expect(runBuild(['-e', 'console.log("step 1"); console.error("broke at step 2"); process.exit(3)'], process.env)).rejects.toThrow(
      /failed with exit code 3:\nstep 1\nbroke at step 2/,
    );
  });

  it('kills a build that outlives its timeout, and says so with its output', async () => {
    await expect(runBuild(['-e', 'console.log("started"); setTimeout(() => {}, 60000)'], process.env, 500)).rejects.toThrow(
      /was killed \(SIGKILL\) after 0.5 s:\nstarted/,
    );
  });
});
