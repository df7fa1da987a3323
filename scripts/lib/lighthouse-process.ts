import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LighthouseResult } from './lighthouse.ts';

type Reply = { id: number; result: LighthouseResult } | { id: number; error: string };

export interface LighthouseProcess {
  run(url: string, port: number, skipAudits?: string[]): Promise<LighthouseResult>;
  stop(): void;
}

/**
 * Lighthouse in a Node process of its own, started with no flags: nothing a test worker runs
 * with reaches Lighthouse's own JavaScript (the trace processing, the simulations). Under V8's
 * coverage, which the suite used then, the ten budget pages took 102 s in a worker and 71 s in a
 * process of their own, measured here. The scores do not change with it (Lighthouse's time is
 * not the page's); only the wait does.
 */
export function startLighthouseProcess(): LighthouseProcess {
  const child: ChildProcess = fork(fileURLToPath(new URL('./lighthouse-worker.ts', import.meta.url)), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve(result: LighthouseResult): void; reject(error: Error): void }>();
  let next = 0;
  child.on('message', (reply: Reply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) request?.reject(new Error(reply.error));
    else request?.resolve(reply.result);
  });
  let ended: Error | undefined;
  const end = (error: Error) => {
    ended ??= error;
    for (const request of waiting.values()) request.reject(ended);
    waiting.clear();
  };
  child.on('exit', (code, signal) => end(new Error(`the Lighthouse process ended (${signal ?? code})`)));
  // It could not start, or a message could not reach it: every request fails now, none waits for a timeout.
  child.on('error', (error) => end(new Error(`the Lighthouse process failed: ${error.message}`)));
  return {
    run: (url, port, skipAudits = []) =>
      new Promise((resolve, reject) => {
        if (ended || !child.connected) return reject(ended ?? new Error('the Lighthouse process is not running'));
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, url, port, skipAudits });
      }),
    stop: () => child.kill(),
  };
}
