// `npm run audit`: two checkers nobody here wrote, and the site's budgets, against the local
// stack (`npm start`'s Netlify emulation) with the upstream fakes; exits non-zero over budget:
// - Lighthouse (npm) in Debian's Chromium over every page and the 404: the four category scores,
//   with the layout shift, bytes transferred and JavaScript measured in Chromium beside them
//   (scripts/lib/budgets.ts has the budgets, the tests hold the same ones);
// - the MDN HTTP Observatory (npm @mdn/mdn-http-observatory, installed on first use) on one URL of each response type.
//   Over plain HTTP two of its checks cannot pass (redirection to HTTPS, HSTS served over
//   HTTPS): 60 is the most a loopback stack can score; on Netlify's HTTPS those 40 points return.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { type Browser, chromium } from 'playwright-core';
import { pages } from '../tests/support/built-editions.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startFakeGitHub } from '../tests/support/fake-github.ts';
import { startLocalStack } from '../tests/support/local-stack.ts';
import { scriptPages } from '../tests/support/script-pages.ts';
import { installOnDemand } from './lib/install-on-demand.ts';
import {
  BUDGETS,
  LIGHTHOUSE_MINIMUM,
  lighthouseOverBudget,
  lighthouseTarget,
  NOT_FOUND_PATH,
  SEARCH_PATH,
  overBudget,
  type PageMeasure,
} from './lib/budgets.ts';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_WEBMCP_ARGS } from './lib/chromium.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { measurePage } from './lib/page-measure.ts';

const github = await startFakeGitHub();
const data912 = await startFakeData912();
const stack = await startLocalStack({ CODEHOST_API_URL: github.url, MARKET_DATA_URL: data912.url });

/** Both widths the browser tests use; the weights are the phone's (a first visit, cold cache). */
async function browserMeasures(browser: Browser, path: string): Promise<PageMeasure> {
  const measures: PageMeasure[] = [];
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    measures.push(await measurePage(context, new URL(path, stack.url).href, path));
    await context.close();
  }
  const [phone, desktop] = measures as [PageMeasure, PageMeasure];
  const shifted = desktop.cumulativeLayoutShift > phone.cumulativeLayoutShift ? desktop : phone;
  return { ...phone, cumulativeLayoutShift: shifted.cumulativeLayoutShift, layoutShifts: shifted.layoutShifts };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Lighthouse and the budgets on every page; returns whether every page keeps them. */
async function budgets(): Promise<boolean> {
  // Lighthouse with WebMCP on (agentic-browsing finds the tools); the weights as any visitor's browser loads the page.
  // Pages with comments load the comments' loader while comments are on (scriptPages).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_WEBMCP_ARGS });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  const failures: string[] = [];
  try {
    for (const path of [...pages.map((page) => page.path), SEARCH_PATH, NOT_FOUND_PATH]) {
      const target = lighthouseTarget(path);
      const lighthouse = await runLighthouse(new URL(target.path, stack.url).href, chrome.port, target.skipAudits);
      const measure = await browserMeasures(browser, path);
      const cumulativeLayoutShift = Math.max(lighthouse.cumulativeLayoutShift, measure.cumulativeLayoutShift);
      const over = [...lighthouseOverBudget(lighthouse.scores), ...overBudget({ ...measure, cumulativeLayoutShift }, scriptPages)];
      rows.push({
        budget: over.length ? 'OVER' : 'ok',
        page: path === NOT_FOUND_PATH ? `${path} (Lighthouse: ${target.path})` : path,
        ...lighthouse.scores,
        'CPU index': lighthouse.benchmarkIndex,
        'CPU slowdown': lighthouse.cpuSlowdown,
        CLS: Number(cumulativeLayoutShift.toFixed(5)),
        transferred: kb(measure.transferredBytes),
        'JS files': kb(measure.scriptFileBytes),
        'JS inline': `${measure.inlineScriptBytes} B`,
      });
      const costly = lighthouse.costlyAudits.length ? ` [audits costing points: ${lighthouse.costlyAudits.join(', ')}]` : '';
      for (const broken of lighthouse.brokenRuns) console.log(`Lighthouse on ${target.path}: a broken run was repeated (${broken})`);
      if (over.length) failures.push(`${path}: ${over.join('; ')}${costly}`);
    }
  } finally {
    chrome.kill();
    await browser.close();
  }
  console.log('\nLighthouse and budgets (local stack; Lighthouse: the npm package defaults, mobile emulation with simulated throttling)');
  console.log(
    `Budgets: performance ≥ ${LIGHTHOUSE_MINIMUM.performance} (WebMCP on), accessibility, best practices, SEO and agentic browsing 100; CLS ${BUDGETS.cumulativeLayoutShift} (Lighthouse's and Chromium's at 390 and 1280 px);`,
    `home page ≤ ${kb(BUDGETS.homeTransferredBytes)} transferred (uncompressed text counted at its gzip size); inline JS ≤ ${BUDGETS.inlineScriptBytes} B; JS files only on ${BUDGETS.pagesWithScriptFiles.join(' and ')}.`,
  );
  console.table(rows);
  for (const failure of failures) console.log(`OVER BUDGET ${failure}`);
  return failures.length === 0;
}

const OBSERVATORY_VERSION = '1.4.8';
const OBSERVED = [
  ['page', '/'],
  ['page', '/contact'],
  ['Markdown twin', '/projects.md'],
  ['static JSON', '/openapi.json'],
  ['static text', '/llms.txt'],
  ['function', '/.well-known/mcp'],
  ['function', '/api/codehost'],
] as const;

async function observatoryScores() {
  const root = installOnDemand('@mdn/mdn-http-observatory', OBSERVATORY_VERSION);
  // The package's install step (skipped here) downloads Chromium's HSTS preload list, which an offline machine
  // cannot; an empty list only means "not preloaded", which is true of a loopback host anyway.
  const preload = join(root, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const { host } = new URL(stack.url);
  const rows = [];
  for (const [type, path] of OBSERVED) {
    // Asynchronously: the upstream fakes live in this process and must keep answering meanwhile.
    const run = await promisify(execFile)(process.execPath, [join(root, 'src', 'scan.js'), `${host}${path}`]).catch(
      (failed: { stdout?: string; stderr?: string }) => ({ stdout: failed.stdout ?? '{}', stderr: failed.stderr ?? '' }),
    );
    const result = JSON.parse(run.stdout || '{}') as {
      error?: string;
      scan?: { score: number; grade: string };
      tests?: Record<string, { pass: boolean; scoreModifier: number }>;
    };
    if (!result.scan) {
      rows.push({ type, path, score: '-', grade: '-', 'failed tests': result.error ?? run.stderr });
      continue;
    }
    const failed = Object.entries(result.tests ?? {})
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name} (${test.scoreModifier})`);
    rows.push({ type, path, score: result.scan.score, grade: result.scan.grade, 'failed tests': failed.join(', ') || '-' });
  }
  console.log('\nMDN HTTP Observatory (plain HTTP on loopback: redirection and HSTS cannot pass here)');
  console.table(rows);
}

try {
  const withinBudget = await budgets();
  await observatoryScores();
  if (!withinBudget) process.exitCode = 1;
} finally {
  await stack.stop();
  await github.close();
  await data912.close();
}
