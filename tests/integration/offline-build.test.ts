import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../support/built-editions.ts';
import { t } from '../../src/data/ui.ts';
import { escapeHtml } from '../../src/lib/html/escape-html.ts';
import { fill } from '../../src/lib/i18n/template.ts';
import { projectBuildDir, runBuild } from '../support/build-output.ts';

let outDir: string;
let output: string;

// scripts/build-offline.ts points every upstream URL at a closed port. `npm test` makes that
// build into dist/ before the tests and names the file that holds what it printed
// (OFFLINE_BUILD_LOG): these tests read that build. Run alone, they make one of their own.
const npmTestBuildLog = process.env.OFFLINE_BUILD_LOG;
beforeAll(async () => {
  if (npmTestBuildLog) {
    outDir = fileURLToPath(new URL('../../dist/', import.meta.url));
    output = await readFile(npmTestBuildLog, 'utf8');
    return;
  }
  outDir = await projectBuildDir('offline-build');
  output = await runBuild(['scripts/build-offline.ts', '--outDir', outDir], process.env);
}, 120_000);

afterAll(async () => {
  if (!npmTestBuildLog) await rm(outDir, { recursive: true, force: true });
});

describe('the build with every upstream unreachable', () => {
  it('tried the upstreams, found them closed, and still built every page and twin', async () => {
    expect(output).toContain('[codehost] no build-time snapshot: GitHub could not be reached.');
    const tickers = '[optimizer] no build-time ticker list: The market-data provider (data912) could not be reached.';
    expect(output.includes(tickers)).toBe(owner.site.features.optimizer);
    const pageFiles = pages.flatMap((page) => [`${page.path === '/' ? 'index' : page.path.slice(1)}.html`, page.twin.slice(1)]);
    for (const file of [...pageFiles, 'llms-full.txt', 'openapi.json']) {
      expect((await readFile(join(outDir, file), 'utf8')).length, file).toBeGreaterThan(100);
    }
  });

  it('renders the home page without a snapshot: the activity section is one sentence, no headings', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const sentence = escapeHtml(fill(t.codeActivity.empty, { user: owner.profile.githubUser }));
    expect(html).toContain(`<p class="muted" data-activity="summary">${sentence}</p>`);
    const section = /<section[^>]*id="activity"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toContain(sentence);
    expect(section).not.toMatch(/<h3\b/);
  });

  it.runIf(owner.site.features.optimizer)('renders the optimizer with its built-in tickers', async () => {
    expect(await readFile(join(outDir, 'optimizer.html'), 'utf8')).toContain('<option value="TGSU2" label="stocks">');
  });
});
