import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { writing } from '../../../src/capabilities/writing/index.ts';
import { newestChange, POSTS_PATH, postPath, tagPath } from '../../../src/capabilities/writing/post.ts';
import { postSeries, seriesPath } from '../../../src/capabilities/writing/series.ts';
import { postTags } from '../../../src/capabilities/writing/tags.ts';
import { owner } from '../../../src/data/owner.ts';
import { defaultEdition } from '../../support/built-editions.ts';
import { siteUrl } from '../../../src/data/site.ts';
import { baseUrl, get } from '../../support/http.ts';
import { twinFrontMatter } from '../../support/twin-front-matter.ts';
import { connectLegacy } from '../../support/mcp-clients.ts';
import { postsOf } from '../../../src/capabilities/writing/edition.ts';

/** The published posts, newest first, in the default language. */
const posts = postsOf(defaultEdition);

const absolute = (path: string) => new URL(path, siteUrl).href;
/** Text as HTML writes it between tags (Astro escapes &, <, > and quotes). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe.runIf(writing.isOn(owner))('the posts of the built site', () => {
  it('lists every published post on /writing, newest first, each linking to its page', async () => {
    const page = await (await get(POSTS_PATH)).text();
    const links = [...page.matchAll(/<h2><a href="([^"]+)">/g)].map((match) => match[1]);
    expect(links).toEqual(posts.slice(0, 20).map((post) => postPath(post.slug)));
  });

  it('gives each post a page: its title, dates as <time>, BlogPosting JSON-LD, and a Markdown twin', async () => {
    for (const post of posts) {
      const response = await get(postPath(post.slug));
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain(`<h1 id="post-heading">${html(post.title)}</h1>`);
      expect(page).toContain(`<time datetime="${post.published}">`);
      const jsonLd = JSON.parse(page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.published,
        url: absolute(postPath(post.slug)),
      });
      const twin = await get(`${postPath(post.slug)}.md`);
      expect(twin.status).toBe(200);
      expect(twinFrontMatter(await twin.text())?.data.title).toBe(post.title);
    }
  });

  it("lists a page per post, per tag and per series in the build's index, and the list with the newest post's last change", () => {
    const listed = new Map(defaultEdition.pages.map((page) => [page.path, page]));
    const paths = [
      ...posts.map((post) => postPath(post.slug)),
      ...postTags(posts).map(tagPath),
      ...postSeries(posts).map((series) => seriesPath(series.slug)),
    ];
    for (const path of paths) expect(listed.has(path), path).toBe(true);
    expect(listed.get(POSTS_PATH)?.lastModified).toBe(newestChange(posts));
  });

  it('gives each tag a page with its posts', async () => {
    for (const tag of postTags(posts)) {
      const page = await (await get(tagPath(tag))).text();
      for (const post of posts.filter((candidate) => candidate.tags.includes(tag))) expect(page).toContain(`href="${postPath(post.slug)}"`);
    }
  });

  it.each(['rss.xml', 'atom.xml'])('%s: well-formed, read whole by a feed parser, every post with its content', async (file) => {
    const xml = await (await get(`${POSTS_PATH}/${file}`)).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseFeed(xml);
    expect(feed.items.map((item) => item.url)).toEqual(posts.map((post) => absolute(postPath(post.slug))));
    for (const item of feed.items) {
      expect(item.content?.length).toBeGreaterThan(0);
      // Absolute links only: a feed reader shows the post out of context.
      expect(item.content).not.toMatch(/(?:href|src)="\/(?!\/)/);
    }
  });

  it('feed.json: JSON Feed 1.1, every post with its whole content', async () => {
    const response = await get(`${POSTS_PATH}/feed.json`);
    expect(response.headers.get('content-type')).toMatch(/^application\/(feed\+)?json/);
    const feed = await response.json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.map((item: { url: string }) => item.url)).toEqual(posts.map((post) => absolute(postPath(post.slug))));
  });

  it('is announced on every page, in the sitemap with each post’s last change, and in llms.txt', async () => {
    const home = await (await get('/')).text();
    expect(home).toContain(`<link rel="alternate" type="application/rss+xml" href="${absolute(`${POSTS_PATH}/rss.xml`)}"`);
    expect(home).toContain(`<link rel="alternate" type="application/feed+json" href="${absolute(`${POSTS_PATH}/feed.json`)}"`);
    const sitemap = await (await get('/sitemap.xml')).text();
    const llms = await (await get('/llms.txt')).text();
    for (const post of posts) {
      expect(sitemap).toContain(`<loc>${absolute(postPath(post.slug))}</loc>\n    <lastmod>${post.updated ?? post.published}</lastmod>`);
      expect(llms).toContain(absolute(`${postPath(post.slug)}.md`));
    }
  });

  it('is in MCP: list_posts, and search and fetch find a post', async () => {
    const client = await connectLegacy(new URL('/mcp', baseUrl()).href);
    try {
      const listed = await client.callTool({ name: 'list_posts', arguments: {} });
      const { posts: listedPosts } = listed.structuredContent as { posts: { slug: string }[] };
      expect(listedPosts.map((post) => post.slug)).toEqual(posts.slice(0, 20).map((post) => post.slug));
      const first = posts[0]!;
      const found = await client.callTool({ name: 'search', arguments: { query: first.title } });
      const { results } = found.structuredContent as { results: { id: string; url: string }[] };
      const hit = results.find((result) => result.url === absolute(`${postPath(first.slug)}.md`));
      expect(hit).toBeDefined();
      const fetched = await client.callTool({ name: 'fetch', arguments: { id: hit!.id } });
      expect(twinFrontMatter((fetched.structuredContent as { text: string }).text)?.data.title).toBe(first.title);
      // The posts' resource template completes their slugs, newest first (a site in several languages: every template takes the language).
      const template = `${siteUrl}${owner.site.languages.length > 1 ? '{/language}' : ''}${POSTS_PATH}/{slug}.md`;
      const slugs = await client.complete({ ref: { type: 'ref/resource', uri: template }, argument: { name: 'slug', value: '' } });
      expect(slugs.completion.values).toEqual(posts.map((post) => post.slug));
    } finally {
      await client.close();
    }
  });
});
