import type { Root } from 'hast';
import { elements, hasClass, parsedHtml, textOf } from '../../support/hast-query.ts';
import { describe, expect, it } from 'vitest';
import { postPath } from '../../../src/capabilities/writing/post.ts';
import { postSeries, seriesPath } from '../../../src/capabilities/writing/series.ts';
import { editions } from '../../support/built-editions.ts';
import { get } from '../../support/http.ts';
import { postsOf } from '../../../src/capabilities/writing/edition.ts';

/** Every series in every language, with the edition that shows it. */
const everySeries = editions.flatMap((edition) => postSeries(postsOf(edition)).map((series) => ({ edition, series })));

const tree = async (path: string): Promise<Root> => parsedHtml(await (await get(path, { headers: { accept: 'text/html' } })).text());

describe('series of posts', () => {
  it('each has a page, in the sitemap, and no other page sits under /writing/series/', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:[a-z-]+\/)?writing\/series\/[^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!, 'https://x.test').pathname,
    );
    expect(listed.toSorted()).toEqual(everySeries.map(({ edition, series }) => edition.path(seriesPath(series.slug))).toSorted());
  });

  it.each(everySeries.map(({ edition, series }) => [edition.path(seriesPath(series.slug)), edition, series] as const))(
    '%s lists its posts in reading order, and each of them shows the series, its place in it, and links the others in order',
    async (path, edition, series) => {
      const list = elements(await tree(path), (element) => element.tagName === 'h2').flatMap((heading) =>
        elements(heading, (element) => element.tagName === 'a').map((link) => link.properties.href),
      );
      const postPaths = series.posts.map((post) => edition.path(postPath(post.slug)));
      expect(list).toEqual(postPaths);
      for (const index of series.posts.keys()) {
        const [box, ...more] = elements(
          await tree(postPaths[index]!),
          (element) => element.tagName === 'aside' && hasClass(element, 'series'),
        );
        expect(more).toEqual([]);
        const items = elements(box!, (element) => element.tagName === 'li');
        expect(items.map(textOf)).toEqual(series.posts.map((member) => member.title));
        // Its own place is marked, not linked; every other post is a link to it.
        const links = items.map((item) => elements(item, (element) => element.tagName === 'a')[0]?.properties.href);
        expect(links).toEqual(postPaths.map((other, at) => (at === index ? undefined : other)));
        expect(elements(items[index]!, (element) => element.properties.ariaCurrent === 'page')).toHaveLength(1);
        expect(textOf(box!)).toContain(edition.t.writing.seriesPart(String(index + 1), String(series.posts.length)));
        expect(elements(box!, (element) => element.tagName === 'a').map((link) => link.properties.href)).toContain(path);
        // The Markdown twin says it too: the series' page and the other posts.
        const twin = await (await get(`${postPaths[index]}.md`)).text();
        expect(twin).toContain(`${path})`);
        for (const other of postPaths.filter((_, at) => at !== index)) expect(twin).toContain(`${other})`);
      }
    },
  );
});
