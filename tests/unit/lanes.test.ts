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
    // No timers: `slow` ends only once `b` has ended, so the order is the runner's, not the clock's.
    const events: string[] = [];
    const endings = new Map<string, { promise: Promise<void>; end(): void }>();
    const ending = (name: string) => {
      if (!endings.has(name)) {
        let end = () => {};
        const promise = new Promise<void>((resolve) => {
          end = resolve;
        });
        endings.set(name, { promise, end });
      }
      return endings.get(name)!;
    };
    const run: Runner = async (command) => {
      const [name = '', after] = command.split(':');
      events.push(`start ${name}`);
      if (after) await ending(after).promise;
      events.push(`end ${name}`);
      ending(name).end();
      return { code: 0, output: `${name} said something` };
    };
    const { ok, finished } = await runLanes([['slow:b'], ['a', 'b']], run);
    expect(ok).toBe(true);
    expect(events).toEqual(['start slow', 'start a', 'end a', 'start b', 'end b', 'end slow']);
    expect(finished.map((done) => [done.command, done.code, done.output])).toEqual([
      ['a', 0, 'a said something'],
      ['b', 0, 'b said something'],
      ['slow:b', 0, 'slow said something'],
    ]);
    for (const done of finished) expect(done.seconds).toBeGreaterThanOrEqual(0);
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
