import { describe, expect, it } from 'vitest';
import { afterTheBuild, checkLanes, testLanes } from '../../scripts/lib/checks.ts';
import { type Runner, runLanes } from '../../scripts/lib/lanes.ts';

/** A runner that records each command's start and end; `build:offline` ends only when told to. */
function recordingRunner(buildCode = 0) {
  const events: string[] = [];
  let endBuild = () => {};
  const buildEnds = new Promise<void>((resolve) => {
    endBuild = resolve;
  });
  const run: Runner = async (command) => {
    const name = command.split(' ').at(-1) ?? command;
    events.push(`start ${name}`);
    if (name === 'build:offline') {
      await buildEnds;
      events.push(`end ${name}`);
      return { code: buildCode, output: 'built' };
    }
    // Every other check lets the others run before it ends.
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push(`end ${name}`);
    return { code: 0, output: '' };
  };
  return { run, events, endBuild };
}

const startOf = (events: string[], name: string) => events.indexOf(`start ${name}`);

describe.each([
  ['npm test', testLanes],
  ['npm run checks', checkLanes],
])("%s's checks", (_name, lanesOf) => {
  it('start the type check and the checks that read the build only after the offline build has ended', async () => {
    const { run, events, endBuild } = recordingRunner();
    const running = runLanes(lanesOf([]), afterTheBuild(run, []));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).not.toContain('start typecheck');
    endBuild();
    const { ok } = await running;
    expect(ok).toBe(true);
    const built = events.indexOf('end build:offline');
    for (const name of ['typecheck', 'lint:openapi', 'lint:agents']) expect(startOf(events, name)).toBeGreaterThan(built);
    // Lint and knip do not wait.
    for (const name of ['lint', 'knip']) expect(startOf(events, name)).toBeLessThan(built);
  });

  it('never start the checks that wait when the build fails', async () => {
    const { run, events, endBuild } = recordingRunner(1);
    const running = runLanes(lanesOf([]), afterTheBuild(run, []));
    endBuild();
    expect((await running).ok).toBe(false);
    for (const name of ['typecheck', 'lint:openapi', 'lint:agents']) expect(events).not.toContain(`start ${name}`);
  });

  it('do not wait for a build that is skipped', async () => {
    const { run, events } = recordingRunner();
    const { ok } = await runLanes(lanesOf(['build:offline']), afterTheBuild(run, ['build:offline']));
    expect(ok).toBe(true);
    expect(events).toContain('end typecheck');
    expect(events).not.toContain('start build:offline');
  });
});

describe('afterTheBuild', () => {
  it('never starts a waiting check, even one first in its lane, when the build fails', async () => {
    const { run, events, endBuild } = recordingRunner(1);
    const running = runLanes([['npm run --silent typecheck'], ['npm run --silent build:offline']], afterTheBuild(run, []));
    endBuild();
    const { ok, finished } = await running;
    expect(ok).toBe(false);
    expect(events).not.toContain('start typecheck');
    expect(finished.find((done) => done.command.endsWith('typecheck'))?.stopped).toBe(true);
  });

  it("hands the build's result to onBuilt before the waiting checks start", async () => {
    const { run, events, endBuild } = recordingRunner();
    const seen: string[] = [];
    const gated = afterTheBuild(run, [], async (result) => {
      seen.push(`${result.code} ${result.output}`);
      events.push('onBuilt');
    });
    endBuild();
    await runLanes(testLanes([]), gated);
    expect(seen).toEqual(['0 built']);
    expect(events.indexOf('onBuilt')).toBeLessThan(startOf(events, 'typecheck'));
  });
});
