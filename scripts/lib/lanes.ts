// Runs lanes of shell commands side by side: the commands of one lane one after another, each
// lane stopping at its first failure. Output is held per command and printed whole when it ends,
// so lanes never interleave their lines.
import { spawn } from 'node:child_process';

export interface Finished {
  command: string;
  code: number;
  output: string;
  seconds: number;
  /** Stopped because another lane failed: its outcome says nothing. */
  stopped?: boolean;
}

/** Runs one command; `signal` stops it (and what it started) when another lane fails. */
export type Runner = (command: string, signal: AbortSignal) => Promise<Omit<Finished, 'command' | 'seconds' | 'stopped'>>;

/** A command through `sh -c` in its own process group, its stdout and stderr together. */
export const shell: Runner = (command, signal) =>
  new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    signal.addEventListener('abort', stop, { once: true });
    child.once('close', (code, killedBy) => {
      signal.removeEventListener('abort', stop);
      resolve({ code: code ?? (killedBy ? 1 : 0), output });
    });
  });

/**
 * Every lane, side by side. Resolves with what ran, in the order it ended; `ok` only if every
 * command passed. `interrupt` (Ctrl-C, say) stops every lane as a failure does.
 */
export async function runLanes(
  lanes: readonly (readonly string[])[],
  run: Runner,
  onFinished: (finished: Finished) => void = () => {},
  interrupt?: AbortSignal,
): Promise<{ ok: boolean; finished: Finished[] }> {
  const failed = new AbortController();
  interrupt?.addEventListener('abort', () => failed.abort(), { once: true });
  const finished: Finished[] = [];
  const lane = async (commands: readonly string[]) => {
    for (const command of commands) {
      if (failed.signal.aborted) return;
      const started = performance.now();
      const result = await run(command, failed.signal);
      const stopped = result.code !== 0 && failed.signal.aborted;
      const done = { command, ...result, seconds: (performance.now() - started) / 1000, ...(stopped ? { stopped } : {}) };
      finished.push(done);
      onFinished(done);
      if (done.code !== 0) return failed.abort();
    }
  };
  await Promise.all(lanes.map(lane));
  // A failed command aborts the rest, so no abort means every command passed.
  return { ok: !failed.signal.aborted, finished };
}
