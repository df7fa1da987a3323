// The reader statistics under load (`npm run bench`; alone: `node bench/stats-load.ts`): 50
// connections for 20 s on the in-process stack against a page (GET /, through the edge function
// that counts it), with counting on (the offline build counts readers; a Blobs server on loopback)
// and off (no Blobs store: the handler counts nothing), in turns (off, on, three times). Prints the requests a second of each run and, with counting on,
// whether every answered request was counted. Exits 1 if a count is lost (or one too many) or counting costs more
// than 5 % of the rate. LOAD_SECONDS and LOAD_CONNECTIONS override the bounds.
import autocannon from 'autocannon';
import { startCountingStack } from './support/counting-stack.ts';

const duration = Math.min(60, Number(process.env.LOAD_SECONDS ?? 20));
const connections = Math.min(100, Number(process.env.LOAD_CONNECTIONS ?? 50));
const TOKEN = 'bench-token-0123456789';
const AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const { stack, blobs, stop } = await startCountingStack(TOKEN);

async function counted(): Promise<number> {
  await stack.settled();
  const response = await fetch(new URL('/api/stats?days=1', stack.url), { headers: { authorization: `Bearer ${TOKEN}` } });
  const report = (await response.json()) as { byKind: Record<string, number> };
  return report.byKind['search-crawler'] ?? 0;
}

const rows: { counting: string; 'requests/s': string; answered: number; counted: string; 'counted − answered': string }[] = [];
try {
  for (const on of [false, true, false, true, false, true]) {
    // The store is there to read the counts, and there or not for the run itself.
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
    const before = await counted();
    if (!on) delete process.env.NETLIFY_BLOBS_CONTEXT;
    const result = await autocannon({
      url: new URL('/', stack.url).href,
      headers: { 'user-agent': AGENT },
      connections,
      duration,
      timeout: 60,
    });
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
    const after = await counted();
    // Every response is counted, a 404 as "(not found)": all of them, whatever their status.
    const answered = result.requests.total;
    rows.push({
      counting: on ? 'on' : 'off',
      'requests/s': result.requests.average.toFixed(1),
      answered,
      counted: on ? String(after - before) : '-',
      // At most `connections` more: the requests in flight when autocannon stopped, answered (and
      // counted) after it stopped counting. Fewer than answered would be counts lost.
      'counted − answered': on ? String(after - before - answered) : '-',
    });
  }
} finally {
  await stop();
}
console.table(rows);
// Medians of three runs each: the machine's own noise between two runs of the same kind is of the
// same size as the goal.
const median = (counting: string) => {
  const runs = rows.filter((row) => row.counting === counting).map((row) => Number(row['requests/s']));
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
};
const cost = 1 - median('on') / median('off');
const lost = rows
  .filter((row) => row.counting === 'on')
  .some((row) => Number(row['counted − answered']) < 0 || Number(row['counted − answered']) > connections);
console.log(`Counting costs ${(cost * 100).toFixed(1)} % of the rate (goal: at most 5 %); ${lost ? 'counts were lost' : 'no count lost'}.`);
process.exitCode = lost || cost > 0.05 ? 1 : 0;
