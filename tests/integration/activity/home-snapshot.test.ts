import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../../src/data/owner.ts';
import { locale, t } from '../../../src/data/ui.ts';
import { escapeHtml } from '../../../src/lib/html/escape-html.ts';
import { formatNumber } from '../../../src/lib/i18n/format.ts';
import { plural } from '../../../src/lib/i18n/template.ts';
import { projectBuildDir, runBuild } from '../../support/build-output.ts';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github.ts';

let github: FakeGitHub;
let outDir: string;

beforeAll(async () => {
  github = await startFakeGitHub();
  outDir = await projectBuildDir('home-snapshot');
  await runBuild(['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    ...process.env,
    CODEHOST_API_URL: github.url,
    // The fake serves its fixtures for octocat, whoever the site's owner is.
    CODEHOST_USER: 'octocat',
    MARKET_DATA_BUILD_SNAPSHOT: 'off',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
}, 120_000);

afterAll(async () => {
  await github.close();
  await rm(outDir, { recursive: true, force: true });
});

// The GitHub fake's account: 11 public repositories since 2011, TypeScript first at 43%.
const repos = plural(t.codeActivity.repos, 11, locale, { year: '2011' });
const typescript = `TypeScript ${formatNumber(0.43, locale, { style: 'percent' })}`;

describe('home page build-time activity snapshot', () => {
  it('renders the language mix, pushes and demos from GitHub when the build can reach it', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(repos);
    expect(html).toContain(`TypeScript <span class="muted">${formatNumber(0.43, locale, { style: 'percent' })}</span>`);
    for (const heading of [t.codeActivity.languages, t.codeActivity.pushes, t.codeActivity.demos])
      expect(html).toContain(`<h3>${heading}</h3>`);
    expect(html).toMatch(/<rect class="bar" width="43"/);
    expect(html).toContain('<code>a1b2c3d</code>');
    // The owner's featured projects with a demo first, then the fake's repositories with a
    // homepage, six at most (as tests/e2e/activity/activity-browser.test.ts checks in the browser).
    const ownDemos = owner.projects.filter((project) => project.featured && project.demoUrl).map((project) => project.name);
    const fakeHomepages = ['portfolio-site', 'octocat.github.io', 'docs-site'].filter((name) => !ownDemos.includes(name));
    const shown = [...ownDemos, ...fakeHomepages].slice(0, 6);
    for (const name of shown) expect(html).toContain(`>${escapeHtml(name)}</a>`);
    if (fakeHomepages.slice(0, 6 - ownDemos.length).includes('portfolio-site'))
      expect(html).toContain('href="https://octocat.example.dev/"');
  });

  it('carries the snapshot into the Markdown twin as text, without the chart', async () => {
    const markdown = await readFile(join(outDir, 'index.md'), 'utf8');
    expect(markdown).toContain(`## ${t.codeActivity.heading}`);
    expect(markdown).toContain(typescript);
    expect(markdown).not.toContain('<svg');
    expect(markdown).toContain('[`a1b2c3d`](https://github.com/octocat/portfolio-site/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678)');
  });

  it('asked GitHub with its User-Agent during the build', () => {
    expect(github.requests.length).toBeGreaterThanOrEqual(4);
    expect(github.requests[0]!.headers['user-agent']).toMatch(/^portfolio-dev-portal\/1\.0 /);
  });
});
