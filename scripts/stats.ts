// npm run stats -- [--site https://you.example] [--days 30]: the reader statistics in a terminal,
// from GET /api/stats with the token in STATS_TOKEN (never an argument: it would stay in the
// shell's history). The site defaults to the owner file's site.url.
import { parseArgs } from 'node:util';
import { reportText } from '../src/capabilities/stats/core/report-text.ts';
import type { StatsReport } from '../src/capabilities/stats/core/schema.ts';
import { dictionaryFor } from '../src/data/dictionaries.ts';
import { owner } from '../src/data/owner.ts';
import { terminalLines } from '../src/lib/terminal-text.ts';

const { values } = parseArgs({ options: { site: { type: 'string' }, days: { type: 'string' } } });
const words = dictionaryFor(owner.site.language).stats;
const fail = (message: string): never => {
  console.error(terminalLines(message));
  process.exit(1);
};

const token = process.env.STATS_TOKEN;
if (!token) fail('Set STATS_TOKEN to the token the site has (STATS_TOKEN=… npm run stats -- --site https://you.example).');
function statsUrl(site: string): URL {
  try {
    return new URL('/api/stats', site);
  } catch {
    return fail(`--site must be an address, such as https://you.example (it was ${JSON.stringify(site)}).`);
  }
}
const url = statsUrl(values.site ?? owner.site.url);
if (values.days) url.searchParams.set('days', values.days);

const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) }).catch(
  (error: Error) => fail(`${url.origin} did not answer: ${error.message}`),
);
if (response.status === 401) fail(`${url.origin}: ${words.wrongToken}`);
if (response.status === 404) fail(`${url.origin}: ${words.off}`);
if (!response.ok) fail(`${url.origin} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
console.log(reportText((await response.json()) as StatsReport, words, owner.site.language));
