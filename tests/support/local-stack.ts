import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface LocalStack {
  url: string;
  /** What the stack (serve.ts and the functions it runs) has printed so far: attach it to a failing assertion. */
  output(): string;
  stop(): Promise<void>;
}

/** The line scripts/serve.ts prints once it listens, with the port the system gave it. */
const LISTENING = /on http:\/\/localhost:(\d+) /;

/**
 * Starts scripts/serve.ts (the same server as `npm start`) over the built dist/ and waits until it
 * answers. It listens on a port of the system's choosing (PORT=0) and says which: a port picked
 * here and bound seconds later, once the emulation has started, could be taken in between by
 * anything else binding port 0 (a CI run met EADDRINUSE).
 */
export async function startLocalStack(env: Record<string, string> = {}): Promise<LocalStack> {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` first (`npm test` does).');
  }
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  let url = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local stack exited early:\n${output}`);
    const port = LISTENING.exec(output)?.[1];
    if (!port) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    url = `http://127.0.0.1:${port}`;
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`local stack did not answer within 60 s:\n${output}`);
  }

  // A stack that dies mid-test shows up as refused connections: say why it died.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`local stack on ${url} exited (${code ?? signal}) while in use:\n${output}`);
  });

  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
