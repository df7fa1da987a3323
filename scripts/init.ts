// `npm run init -- --github USER [--resume FILE] [--languages TAGS] [--site-url URL] [--yes]`:
// writes src/content/owner.ts from a public GitHub profile and, optionally, a JSON Resume.
// The work is in scripts/lib/init/; this file reads the command line and wires the terminal, where
// every line goes through terminalLines: the owner's texts and a résumé's cannot move the terminal.
import { createInterface } from 'node:readline/promises';
import { parseInitArgs, USAGE } from './lib/init/args.ts';
import { InitError } from './lib/init/errors.ts';
import { runInit } from './lib/init/run.ts';
import { terminalLines } from '../src/lib/terminal-text.ts';

const interactive = process.stdin.isTTY === true;
const terminal = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;

try {
  const options = parseInitArgs(process.argv.slice(2), process.cwd());
  if (!options) console.log(USAGE);
  else
    await runInit(options, {
      env: process.env,
      cwd: process.cwd(),
      log: (line) => console.log(terminalLines(line)),
      now: () => new Date(),
      ask: terminal && !options.yes ? (question) => terminal.question(terminalLines(question)) : undefined,
    });
} catch (error) {
  // The message is the whole story: no stack trace for a person to read through.
  const stopped = (error as { code?: string })?.code === 'ABORT_ERR';
  console.error(
    terminalLines(
      error instanceof InitError
        ? error.message
        : stopped
          ? 'Stopped: nothing was written.'
          : `npm run init failed: ${(error as Error)?.message ?? error}`,
    ),
  );
  process.exitCode = 1;
} finally {
  terminal?.close();
}
