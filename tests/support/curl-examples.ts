import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { siteUrl } from '../../src/data/site.ts';
import { baseUrl } from './http.ts';

const run = promisify(execFile);
const STATUS_MARK = '\n--status ';

/** The curl commands of a Markdown document's shell blocks, as a reader copies them: one per command, continuation lines joined. */
export function curlCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .flatMap((block) => block.replace(/\\\n\s*/g, '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('curl '));
}

/** Runs a command in a shell exactly as written, pointed at the local stack instead of the production site. */
export async function runAgainstStack(command: string): Promise<{ status: number; body: string }> {
  // -q (first) skips any ~/.curlrc and --noproxy any proxy variables: the machine's curl setup stays out of it.
  const local = command
    .replaceAll(siteUrl, baseUrl().replace(/\/$/, ''))
    .replace(/^curl /, `curl -q --noproxy '*' -w '${STATUS_MARK}%{http_code}' `);
  const { stdout } = await run('sh', ['-c', local], { timeout: 20_000 });
  const at = stdout.lastIndexOf(STATUS_MARK);
  return { status: Number(stdout.slice(at + STATUS_MARK.length)), body: stdout.slice(0, at) };
}
