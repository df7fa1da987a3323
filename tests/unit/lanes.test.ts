import { describe, expect, it } from 'vitest';
import { type Runner, runLanes, shell } from '../../scripts/lib/lanes.ts';

/** A runner whose commands are `name:ms:code`; it records when each started and whether it was stopped. */
function fakeRunner() {
  const events: string[] = [];
  const run: Runner = (command, signal) =>
    new Promise((resolve) => {
      const [name, ms, code] = command.split(':');
      events.push(`start ${name}`);
      const stop = () => {
        clearTimeout(timer);
        events.push(`stopped ${name}`);
        resolve({ code: 143, output: '' });
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        events.push(`end ${name}`);
        resolve({ code: Number(code), output: `${name} said something` });
      }, Number(ms));
      signal.addEventListener('abort', stop, { once: true });
    });
  return { run, events };
}

describe('runLanes', () => {
  it('runs the lanes side by side and the commands of a lane one after another', async () => {
    const { run, events } = fakeRunner();
    const { ok, finished } = await runLanes([['slow:60:0'], ['a:10:0', 'b:10:0']], run);
    expect(ok).toBe(true);
    expect(events).toEqual(['start slow', 'start a', 'end a', 'start b', 'end b', 'end slow']);
    expect(finished.map((done) => [done.command, done.code, done.output])).toEqual([
      ['a:10:0', 0, 'a said something'],
      ['b:10:0', 0, 'b said something'],
      ['slow:60:0', 0, 'slow said something'],
    ]);
    for (const done of finished) expect(done.seconds).toBeGreaterThan(0);
  });

  it('stops at the first failure: the rest of its lane never starts and the other lanes are stopped', async () => {
    const { run, events } = fakeRunner();
    const seen: string[] = [];
    const { ok, finished } = await runLanes(
      [
        ['slow:5000:0', 'never:1:0'],
        ['bad:10:2', 'after:1:0'],
      ],
      run,
      (done) => seen.push(done.command),
    );
    expect(ok).toBe(false);
    expect(events).toEqual(['start slow', 'start bad', 'end bad', 'stopped slow']);
    expect(seen).toEqual(['bad:10:2', 'slow:5000:0']);
    expect(finished.find((done) => done.command === 'bad:10:2')?.code).toBe(2);
    // The failure is the failure; what it stopped is said to be stopped, not failed.
    expect(finished.map((done) => [done.command, done.stopped ?? false])).toEqual([
      ['bad:10:2', false],
      ['slow:5000:0', true],
    ]);
  });

  it('stops every lane when interrupted from outside, as a failure would', async () => {
    const { run, events } = fakeRunner();
    const interrupt = new AbortController();
    setTimeout(() => interrupt.abort(), 20);
    const { ok, finished } = await runLanes([['slow:5000:0'], ['other:5000:0', 'never:1:0']], run, () => {}, interrupt.signal);
    expect(ok).toBe(false);
    expect(events).toEqual(['start slow', 'start other', 'stopped slow', 'stopped other']);
    expect(finished.every((done) => done.stopped)).toBe(true);
  });

  it('passes with no lanes, and with empty ones', async () => {
    expect((await runLanes([], fakeRunner().run)).ok).toBe(true);
    expect((await runLanes([[], []], fakeRunner().run)).ok).toBe(true);
  });
});

describe('shell', () => {
  it("gives a command's exit code and its output, stdout and stderr together", async () => {
    const result = await shell('echo out; echo err >&2; exit 3', new AbortController().signal);
    expect(result.code).toBe(3);
    expect(result.output.split('\n').sort()).toEqual(['', 'err', 'out']);
  });

  it('stops a command and what it started when the signal aborts', async () => {
    const stop = new AbortController();
    const started = performance.now();
    const running = shell('sleep 20 & wait', stop.signal);
    setTimeout(() => stop.abort(), 100);
    const result = await running;
    expect(result.code).not.toBe(0);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
