import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { postsOf } from '../../../src/capabilities/writing/edition.ts';
import { POSTS_PATH } from '../../../src/capabilities/writing/post.ts';
import { contentRoot } from '../../../src/data/content-root.ts';
import { languageNameIn } from '../../../src/lib/i18n/language-name.ts';
import { defaultEdition, editions } from '../../support/built-editions.ts';
import { htmlDecoded } from '../../support/html-decoded.ts';
import { get } from '../../support/http.ts';

// Holds for a site in one language (the main run's owner) and in several (CI's fork run: es, then en).
const defaultLanguage = defaultEdition.language;

/** The note above a post shown untranslated, as the page's HTML holds it, or undefined. */
const untranslatedNote = (html: string) => {
  const text = /<p class="untranslated muted" role="note">([^<]*)<\/p>/.exec(html)?.[1];
  return text === undefined ? undefined : htmlDecoded(text);
};

/** The mark a post shows with on an edition's pages and feeds: none where it has its file in that language, else the default language. */
const postMark = (edition: (typeof editions)[number], slug: string) =>
  edition.isDefault || existsSync(join(contentRoot, 'posts', edition.folder, `${slug}.md`)) ? undefined : defaultLanguage;

describe.each(editions.map((edition) => [edition.language, edition] as const))('the posts in %s', (language, edition) => {
  it('shows each post in the page’s language where it is translated, else in the default language, marked', async () => {
    for (const post of postsOf(edition)) {
      const html = await (await get(edition.path(`/writing/${post.slug}`))).text();
      const mark = postMark(edition, post.slug);
      expect(edition.lang(['posts', post.slug])).toBe(mark);
      expect(html).toContain(`<h1 id="post-heading"${mark ? ` lang="${mark}"` : ''}>`);
      expect(html).toContain(`<div class="writeup"${mark ? ` lang="${mark}"` : ''}>`);
      expect(untranslatedNote(html)).toBe(mark && edition.t.layout.untranslated(languageNameIn(mark, language)));
    }
  });

  it('has its feeds, each post in the feed’s language where it is translated, else marked with its own', async () => {
    const [rss, atom] = await Promise.all(['rss.xml', 'atom.xml'].map((file) => get(edition.path(`${POSTS_PATH}/${file}`))));
    if (postsOf(edition).length === 0) return void (await Promise.all([rss!.body?.cancel(), atom!.body?.cancel()]));
    const [rssXml, atomXml] = await Promise.all([rss!.text(), atom!.text()]);
    expect(atomXml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);
    expect(rssXml).toContain(`<language>${language}</language>`);
    const marks = postsOf(edition).map((post) => postMark(edition, post.slug));
    for (const xml of [rssXml, atomXml])
      expect(parseFeed(xml).items.map((item) => item.title)).toEqual(postsOf(edition).map((post) => post.title));
    expect(
      atomXml
        .split('<entry')
        .slice(1)
        .map((entry) => /^ xml:lang="([^"]+)">/.exec(entry)?.[1]),
    ).toEqual(marks);
    expect(
      rssXml
        .split('<item>')
        .slice(1)
        .map((item) => /<dc:language>([^<]+)<\/dc:language>/.exec(item)?.[1]),
    ).toEqual(marks);
  });
});
