// `npm run audit`: two checkers nobody here wrote, against the local stack (`npm start`'s
// Netlify emulation) with the upstream fakes:
// - Lighthouse (npm) in Debian's Chromium over every page: the four category scores, goal 100 each;
// - the MDN HTTP Observatory (npm @mdn/mdn-http-observatory) on one URL of each response type.
//   Over plain HTTP two of its checks cannot pass (redirection to HTTPS, HSTS served over
//   HTTPS): 60 is the most a loopback stack can score; on Netlify's HTTPS those 40 points return.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pages } from '../src/data/pages.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startFakeGitHub } from '../tests/support/fake-github.ts';
import { startLocalStack } from '../tests/support/local-stack.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.ts';

const github = await startFakeGitHub();
const data912 = await startFakeData912();
const stack = await startLocalStack({ CODEHOST_API_URL: github.url, MARKET_DATA_URL: data912.url });

async function lighthouseScores() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
  const rows = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(new URL(page.path, stack.url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      const lhr = result!.lhr;
      const row: Record<string, string | number> = { page: page.path };
      for (const category of categories) row[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      row['failing audits'] = failing.join(', ') || '-';
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  console.log('\nLighthouse scores (local stack, the npm lighthouse package defaults: mobile emulation with throttling)');
  console.table(rows);
}

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
  const root = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  // The package's install step downloads Chromium's HSTS preload list, which an offline machine
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
  await lighthouseScores();
  await observatoryScores();
} finally {
  await stack.stop();
  await github.close();
  await data912.close();
}
