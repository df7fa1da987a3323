// Starts the loopback GitHub fake on its own, for running `npm run init` or the site against it
// by hand or in CI: prints its URL (one line, for CODEHOST_API_URL) and serves until killed.
// FAKE_GITHUB_MODE picks a mode other than "ok" (e.g. rate-limited).
import { type GitHubMode, startFakeGitHub } from './fake-github.ts';

const fake = await startFakeGitHub();
fake.mode = (process.env.FAKE_GITHUB_MODE as GitHubMode | undefined) ?? 'ok';
fake.rateLimitReset = Math.floor(Date.now() / 1000) + 15 * 60;
console.log(fake.url);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
