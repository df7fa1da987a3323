import { describe, expect, it } from 'vitest';
import { owner } from '../../../src/data/owner.ts';
import { t } from '../../../src/data/ui.ts';
import { fill } from '../../../src/lib/i18n/template.ts';
import { get } from '../../support/http.ts';

/** Text as Astro escapes it (& < > ' "). */
const asHtmlText = (text: string) =>
  text.replace(/[&<>'"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' })[character]!);

describe('code activity without a build-time snapshot (the offline build the tests serve)', () => {
  const sentence = fill(t.codeActivity.empty, { user: owner.profile.githubUser });

  it('is one sentence on the page, with no heading over an empty list', async () => {
    const html = await (await get('/')).text();
    const section = /<section aria-labelledby="activity-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toContain(`<h2 id="activity-heading">${t.codeActivity.heading}</h2>`);
    expect(section).toContain(`>${asHtmlText(sentence)}</p>`);
    expect(section).not.toMatch(/<h3|<li/);
  });

  it('is the same one sentence in the twin', async () => {
    const markdown = await (await get('/index.md')).text();
    const part = markdown.slice(markdown.indexOf(`## ${t.codeActivity.heading}`));
    expect(part.trim().split('\n').filter(Boolean)).toEqual([
      `## ${t.codeActivity.heading}`,
      expect.stringContaining(owner.profile.githubUser),
    ]);
    for (const heading of [t.codeActivity.languages, t.codeActivity.pushes, t.codeActivity.demos])
      expect(markdown).not.toContain(`### ${heading}`);
  });
});
