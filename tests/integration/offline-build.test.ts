import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../support/built-editions.ts';
import { t } from '../../src/data/ui.ts';
import { escapeHtml } from '../../src/lib/html/escape-html.ts';
import { fill } from '../../src/lib/i18n/template.ts';
import { offlineBuild } from '../support/offline-build.ts';

// What a capability's own part of this build says is checked with its tests (tests/integration/<name>/).
const build = offlineBuild('offline-build');

describe('the build with every upstream unreachable', () => {
  it('tried the upstreams, found them closed, and still built every page and twin', async () => {
    expect(build.output).toContain('[codehost] no build-time snapshot: GitHub could not be reached.');
    const pageFiles = pages.flatMap((page) => [`${page.path === '/' ? 'index' : page.path.slice(1)}.html`, page.twin.slice(1)]);
    for (const file of [...pageFiles, 'llms-full.txt', 'openapi.json']) {
      expect((await readFile(join(build.outDir, file), 'utf8')).length, file).toBeGreaterThan(100);
    }
  });

  it('renders the home page without a snapshot: the activity section is one sentence, no headings', async () => {
    const html = await readFile(join(build.outDir, 'index.html'), 'utf8');
    const sentence = escapeHtml(fill(t.codeActivity.empty, { user: owner.profile.githubUser }));
    expect(html).toContain(`<p class="muted" data-activity="summary">${sentence}</p>`);
    const section = /<section[^>]*id="activity"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toContain(sentence);
    expect(section).not.toMatch(/<h3\b/);
  });
});
