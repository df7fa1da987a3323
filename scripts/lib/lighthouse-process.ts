import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LighthouseResult } from './lighthouse.ts';

type Reply = { id: number; result: LighthouseResult } | { id: number; error: string };

export interface LighthouseProcess {
  run(url: string, port: number, skipAudits?: string[]): Promise<LighthouseResult>;
  stop(): void;
}

/**
 * Lighthouse in a Node process of its own, started with no flags. Inside a test worker it would
 * run under the coverage recorder, which makes its own JavaScript (the trace processing, the
 * simulations) half again as slow: 102 s for the ten budget pages instead of 68 s, measured here.
 * The scores do not change with it (Lighthouse's time is not the page's); only the wait does.
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
  child.on('exit', (code, signal) => {
    for (const request of waiting.values()) request.reject(new Error(`the Lighthouse process ended (${signal ?? code})`));
    waiting.clear();
  });
  return {
    run: (url, port, skipAudits = []) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, url, port, skipAudits });
      }),
    stop: () => child.kill(),
  };
}
