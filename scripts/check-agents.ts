// `npm run check:agents`: afdocs (the Agent-Friendly Documentation Spec checker, pinned in
// package.json) against the site's own handlers in one process, with the upstream fakes.
// The build links to the production origin; afdocs' --canonical-origin maps those links onto
// the local stack, with no pause between requests (afdocs waits 200 ms by default, out of
// courtesy to a remote site; this one is in the process). Fails on any check that fails or
// warns, except those named in agents-baseline.json (reasons that only hold on a machine
// without internet). Once per language the site speaks, from its home page (/en), whose llms.txt it reads.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { editions } from '../tests/support/built-editions.ts';
import { siteUrl } from '../src/data/site.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startFakeGitHub } from '../tests/support/fake-github.ts';
import { startInProcessStack } from '../tests/support/in-process-stack.ts';
import { agentReadiness, type Readiness } from '../tests/support/agent-readiness.ts';

interface CheckResult {
  id: string;
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error';
  message: string;
}
interface Report {
  results: CheckResult[];
  summary: Record<string, number>;
  scoring: { overall: number; grade: string };
}

const { $comment: _, ...baseline }: Record<string, { reason: string; message: string }> = JSON.parse(
  readFileSync(new URL('../agents-baseline.json', import.meta.url), 'utf8'),
);
/** Baselined only while the check still fails for the stated reason alone. */
const excused = (r: CheckResult) => r.id in baseline && new RegExp(baseline[r.id]!.message).test(r.message);
const github = await startFakeGitHub();
const data912 = await startFakeData912();
const stack = await startInProcessStack({ CODEHOST_API_URL: github.url, MARKET_DATA_URL: data912.url });
const afdocs = new URL('../node_modules/afdocs/bin/afdocs.mjs', import.meta.url).pathname;

/** afdocs on one language's part of the site: its home page, where it finds that language's llms.txt. */
async function check(home: string): Promise<Report> {
  // Asynchronously: the fakes and the stack live in this process and must keep answering.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      afdocs,
      'check',
      new URL(home, stack.url).href,
      '--canonical-origin',
      siteUrl,
      '--sampling',
      'deterministic',
      '--request-delay',
      '0',
      '--format',
      'json',
      '--score',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  if (process.env.AFDOCS_REPORT && home === '/') (await import('node:fs')).writeFileSync(process.env.AFDOCS_REPORT, stdout);
  return JSON.parse(stdout) as Report;
}

/** A path, or a URL on the production origin, as the stack serves it. */
const stackGet = (pathOrUrl: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathOrUrl.startsWith(siteUrl) ? pathOrUrl.slice(siteUrl.length) || '/' : pathOrUrl, stack.url), { headers });

// Every language the site speaks, each with its own llms.txt (one, on a site in one language);
// then each standard an agent-readiness scanner checks.
const reports: [string, Report][] = [];
let readiness: Readiness[] = [];
try {
  for (const edition of editions) reports.push([edition.language, await check(edition.path('/'))]);
  readiness = await agentReadiness(stackGet);
} finally {
  await stack.stop();
  await github.close();
  await data912.close();
}

const problems = reports.flatMap(([language, report]) => {
  console.log(`afdocs score ${report.scoring.overall} (${report.scoring.grade}) for ${language}:`, report.summary);
  return report.results.filter((r) => r.status === 'warn' || r.status === 'fail' || r.status === 'error').map((r) => ({ ...r, language }));
});
const unexpected = problems.filter((r) => !excused(r));
console.table(
  problems.map((r) => ({
    language: r.language,
    check: r.id,
    status: r.status,
    baselined: excused(r) ? 'yes' : 'no',
    message: r.message.slice(0, 120),
  })),
);
const stale = Object.keys(baseline).filter((id) => !problems.some((r) => r.id === id));
if (stale.length) console.log(`Baseline entries that now pass (remove them): ${stale.join(', ')}`);
console.log('Agent readiness, as scanners check it:');
console.table(readiness.map(({ standard, pass, reason }) => ({ standard, result: pass ? 'pass' : 'FAIL', reason: reason.slice(0, 140) })));
process.exitCode = unexpected.length || stale.length || readiness.some((r) => !r.pass) ? 1 : 0;
