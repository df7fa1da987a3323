// `npm run audit`: Lighthouse (npm) in Debian's Chromium over every page of the local stack,
// with the upstream fakes, reporting the four category scores. The goal is 100 on each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pages } from '../src/data/pages.ts';
import { CHROMIUM } from '../tests/support/browser.ts';
import { startFakeGitHub } from '../tests/support/fake-github.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startLocalStack } from '../tests/support/local-stack.ts';

const github = await startFakeGitHub();
const data912 = await startFakeData912();
const stack = await startLocalStack({ CODEHOST_API_URL: github.url, MARKET_DATA_URL: data912.url });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

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
  await stack.stop();
  await github.close();
  await data912.close();
}
console.log('\nLighthouse scores (local stack, the npm lighthouse package defaults: mobile emulation with throttling)');
console.table(rows);
