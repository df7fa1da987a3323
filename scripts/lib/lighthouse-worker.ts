// A child process that runs Lighthouse for its parent (scripts/lib/lighthouse-process.ts): one
// request at a time over IPC, each answered with the result or the error's message.
import { runLighthouse } from './lighthouse.ts';

interface Request {
  id: number;
  url: string;
  port: number;
  skipAudits: string[];
}

process.on('message', async ({ id, url, port, skipAudits }: Request) => {
  try {
    process.send?.({ id, result: await runLighthouse(url, port, skipAudits) });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
