import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { owner } from '../../../src/data/owner.ts';
import { t } from '../../../src/data/ui.ts';
import { escapeHtml } from '../../../src/lib/html/escape-html.ts';
import { fill } from '../../../src/lib/i18n/template.ts';
import { offlineBuild } from '../../support/offline-build.ts';

const build = offlineBuild('offline-build-activity');

describe('the code activity in the build with every upstream unreachable', () => {
  it('tried GitHub for its snapshot, found it closed, and said so', () => {
    expect(build.output).toContain('[codehost] no build-time snapshot: GitHub could not be reached.');
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
