import { UpstreamError } from '../../../src/lib/http/upstream.ts';

/** A failure the person running `npm run init` can act on: its message is all they see (no stack trace). */
export class InitError extends Error {
  override name = 'InitError';
}

/** "in 12 minutes (at 00:42 UTC)": when a rate limit lifts, relative and absolute. */
function retryWhen(seconds: number, now: Date): string {
  const at = new Date(now.getTime() + seconds * 1000);
  const clock = at.toISOString().slice(11, 16);
  const relative = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `in ${relative} (at ${clock} UTC)`;
}

/** A GitHub failure in words that say what to do about it. */
export function gitHubFailure(error: unknown, apiUrl: string, now: Date): Error {
  if (!(error instanceof UpstreamError)) return error instanceof Error ? error : new Error(String(error));
  switch (error.failure) {
    case 'rate_limited':
      return new InitError(
        `GitHub's API rate limit is used up: try again ${retryWhen(error.retryAfterSeconds ?? 60, now)}, or set GITHUB_TOKEN for a higher limit.`,
      );
    case 'unreachable':
    case 'timeout':
      return new InitError(`Could not reach GitHub at ${apiUrl}: ${error.message} Check the network connection (or CODEHOST_API_URL).`);
    case 'malformed':
      return new InitError(`GitHub sent an answer this script cannot read: ${error.message}`);
    case 'server_error':
      return new InitError(`GitHub is having trouble (${error.message}); try again in a few minutes.`);
    default:
      return new InitError(`GitHub refused the request: ${error.message}${error.status === 401 ? ' Check GITHUB_TOKEN.' : ''}`);
  }
}
