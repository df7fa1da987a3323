// A child process that runs Lighthouse for its parent (scripts/lib/lighthouse-process.ts): each
// request over IPC is answered with the result or the error's message (the parent sends the next
// one when the last is answered: Lighthouse drives one tab).
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
