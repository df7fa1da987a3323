import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { atomFeed, type FeedInput, jsonFeed, rssFeed } from '../../../src/capabilities/writing/feeds.ts';
import { writing } from '../../../src/capabilities/writing/index.ts';
import { listPostsTool } from '../../../src/capabilities/writing/mcp-tool.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { supportedLanguages } from '../../../src/lib/i18n/index.ts';
import { isPublished, listPath, newestChange, type Post, POSTS_PER_PAGE, postsIn } from '../../../src/capabilities/writing/post.ts';
import { type MarkdownEntry, publishedPosts, publishedTranslations, wordCount } from '../../../src/capabilities/writing/published-posts.ts';
import { type PostFrontMatter, PostFrontMatterSchema, type PostTranslation } from '../../../src/capabilities/writing/post-schema.ts';
import * as z from '../../../src/lib/schema/z.ts';
import { parse as parseYaml } from 'yaml';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { newPost } from '../../../scripts/lib/new-post.ts';
import { switchWritingOn } from '../../../src/capabilities/writing/switch-on.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postTags, postsTagged } from '../../../src/capabilities/writing/tags.ts';
import { absoluteHtml } from '../../../src/capabilities/writing/absolute-html.ts';
import { fixtureOwners, HOSTILE } from '../../fixtures/owners/index.ts';
import { mcpOptions } from '../../support/mcp-content.ts';

const post = (slug: string, published: string, extra: Partial<Post> = {}): Post => ({
  slug,
  title: `Title of ${slug}`,
  description: `About ${slug}.`,
  published,
  tags: [],
  words: 100,
  readingMinutes: 1,
  ...extra,
});

describe('a post file', () => {
  /** The front matter as the content layer validates it (src/content.config.ts), or each wrong field. */
  const validated = (front: Record<string, unknown>) => {
    const parsed = z.safeParse(PostFrontMatterSchema, { title: 'T', description: 'D', ...front });
    return parsed.success ? parsed.data : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  /** A posts collection entry as Astro's content layer gives it, its front matter validated. */
  const entry = (id: string, front: Record<string, unknown>, body = 'Some words here.'): MarkdownEntry<PostFrontMatter> => ({
    id,
    filePath: `src/content/posts/${id}.md`,
    data: z.parse(PostFrontMatterSchema, { title: id, description: 'D', ...front }),
    body,
  });
  const translation = (id: string, title: string, body = ''): MarkdownEntry<PostTranslation> => ({
    id,
    filePath: `src/content/posts/${id}.md`,
    data: { title, description: 'E' },
    body,
  });
  const english = [{ language: 'en', folder: 'en' }];

  it('is published with its slug from the file name, its reading time, and no draft flag', () => {
    const [read] = publishedPosts([entry('first-steps', { published: '2026-01-02', tags: ['go'] }, 'word '.repeat(440))], '2026-01-10');
    expect(read).toEqual({
      slug: 'first-steps',
      title: 'first-steps',
      description: 'D',
      published: '2026-01-02',
      tags: ['go'],
      words: 440,
      readingMinutes: 2,
    });
  });

  it.each([
    ['no title', { title: undefined, published: '2026-01-02' }, 'title'],
    ['a bad date', { published: 'March 2026' }, 'published: must be a date, YYYY-MM-DD'],
    ['an update before publication', { published: '2026-01-02', updated: '2025-12-31' }, 'updated: must not be before published'],
    [
      'a tag in capitals',
      { published: '2026-01-02', tags: ['Go'] },
      'tags.0: must be lowercase a–z letters (no accents), digits and single hyphens',
    ],
    ['an unknown field', { published: '2026-01-02', author: 'me' }, 'author'],
  ])('is refused with %s, naming the field', (_, front, message) => {
    expect(validated(front)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });

  it('takes a date as YAML writes it or as a quoted string', () => {
    expect(validated({ published: '2026-01-02' })).toMatchObject({ published: '2026-01-02' });
    expect(validated({ published: new Date('2026-01-02T00:00:00Z') })).toMatchObject({ published: '2026-01-02' });
  });

  it('refuses a file whose name is no address, naming it', () => {
    const named = { ...entry('my-post', { published: '2026-01-02' }), filePath: 'src/content/posts/My Post.md' };
    expect(() => publishedPosts([named], '2026-01-10')).toThrow(
      /Invalid post src\/content\/posts\/My Post\.md: its name must be lowercase/,
    );
  });

  it('is published once it is no draft and its day has come', () => {
    expect(isPublished({ draft: false, published: '2026-01-02' }, '2026-01-02')).toBe(true);
    expect(isPublished({ draft: false, published: '2026-01-03' }, '2026-01-02')).toBe(false);
    expect(isPublished({ draft: true, published: '2026-01-01' }, '2026-01-02')).toBe(false);
  });

  it('leaves drafts, posts dated later than the build and updates not yet made out, newest first', () => {
    const posts = publishedPosts(
      [
        entry('old', { published: '2026-01-01', updated: '2026-02-01' }),
        entry('new', { published: '2026-01-05', updated: '2026-01-06' }),
        entry('draft', { published: '2026-01-02', draft: true }),
        entry('future', { published: '2026-02-01' }),
      ],
      '2026-01-10',
    );
    expect(posts.map((post) => [post.slug, post.updated])).toEqual([
      ['new', '2026-01-06'],
      ['old', undefined],
    ]);
    expect(publishedPosts([], '2026-01-10')).toEqual([]);
  });

  it("reads each further language's translations: its title, description and length, the post's dates, tags and order", () => {
    const entries = [
      entry('old', { published: '2026-01-01', tags: ['go'] }),
      entry('new', { published: '2026-01-05' }),
      entry('draft', { published: '2026-01-02', draft: true }),
    ];
    const posts = publishedPosts(entries, '2026-01-10');
    const written = new Set(entries.map(({ id }) => id));
    const { en } = publishedTranslations(
      [translation('en/old', 'Old, in English', 'one two three'), translation('en/draft', 'A draft')],
      english,
      posts,
      written,
    );
    expect(en).toEqual([
      { ...posts.find((post) => post.slug === 'old')!, title: 'Old, in English', description: 'E', words: 3, readingMinutes: 1 },
    ]);
    expect(postsIn(posts, { en: en! }, 'en').map((post) => post.title)).toEqual(['new', 'Old, in English']);
    expect(postsIn(posts, { en: en! }, 'es').map((post) => post.title)).toEqual(['new', 'old']);
    expect(publishedTranslations([], [{ language: 'fr', folder: 'fr' }], posts, written)).toEqual({ fr: [] });
  });

  it('refuses a translation of no post, and one in a folder that is no further language, naming the file', () => {
    const posts = publishedPosts([entry('real', { published: '2026-01-01' })], '2026-01-10');
    const written = new Set(['real']);
    expect(() => publishedTranslations([translation('en/ghost', 'Ghost')], english, posts, written)).toThrow(
      'src/content/posts/en/ghost.md translates no post: there is no ghost.md',
    );
    expect(() => publishedTranslations([translation('fr/real', 'Réel')], english, posts, written)).toThrow(
      'src/content/posts/fr/real.md: "fr" is none of the site\'s further languages (en)',
    );
  });

  it('counts the words a reader reads', () => {
    expect(wordCount('One [two](https://x.example/a b) <b>three</b>\n```ts\nfour\n```')).toBe(4);
  });
});

describe('the list and the tags', () => {
  it('pages by 20: /writing, then /writing/page/2', () => {
    expect(POSTS_PER_PAGE).toBe(20);
    expect([listPath(1), listPath(2)]).toEqual(['/writing', '/writing/page/2']);
  });

  it('lists every tag once, and the posts with one', () => {
    const posts = [post('a', '2026-01-03', { tags: ['go', 'db'] }), post('b', '2026-01-02', { tags: ['go'] })];
    expect(postTags(posts)).toEqual(['db', 'go']);
    expect(postsTagged(posts, 'go').map((p) => p.slug)).toEqual(['a', 'b']);
  });
});

describe('the feeds', () => {
  const input: FeedInput = {
    title: `Writing ${HOSTILE.html}`,
    description: HOSTILE.script,
    language: 'es-AR',
    author: `Ana ${HOSTILE.bracket}`,
    siteUrl: 'https://site.test',
    posts: [
      {
        post: post('second', '2026-02-01', { updated: '2026-02-03', tags: ['go'], title: `Dos ${HOSTILE.html} & ]]>` }),
        html: '<p>Two ]]> <a href="https://site.test/x">x</a></p>',
      },
      { post: post('first', '2026-01-01'), html: '<p>One</p>' },
    ],
  };
  it.each([
    ['RSS 2.0', rssFeed],
    ['Atom', atomFeed],
  ])(
    '%s: well-formed XML that a feed parser reads whole, owner text intact, every post with its link, dates, tags and content',
    (_, make) => {
      const xml = make(input);
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = parseFeed(xml);
      expect(feed.title).toBe(input.title);
      expect(feed.language).toBe('es-AR');
      expect(feed.items).toHaveLength(2);
      const [second] = feed.items;
      expect(second).toMatchObject({
        title: input.posts[0]!.post.title,
        url: 'https://site.test/writing/second',
        content: input.posts[0]!.html,
      });
      expect(second!.published?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
      expect(second!.categories.map((category) => category.term)).toEqual(['go']);
    },
  );

  it('RSS: a description is HTML to its readers, so its text is escaped as HTML inside the XML', () => {
    const rss = rssFeed({ ...input, posts: [{ post: post('g', '2026-01-01', { description: 'Using <T> & friends' }), html: '' }] });
    expect(rss).toContain('<description>Using &amp;lt;T&amp;gt; &amp;amp; friends</description>');
  });

  it('Atom: updated is the newest change', () => {
    expect(parseFeed(atomFeed(input)).updated?.toISOString()).toBe('2026-02-03T00:00:00.000Z');
  });

  it('JSON Feed 1.1: the version, absolute URLs, the whole content and the dates', () => {
    const feed = JSON.parse(jsonFeed(input));
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      feed_url: 'https://site.test/writing/feed.json',
      language: 'es-AR',
    });
    expect(feed.items[0]).toMatchObject({
      id: 'https://site.test/writing/second',
      content_html: input.posts[0]!.html,
      date_published: '2026-02-01T00:00:00Z',
      date_modified: '2026-02-03T00:00:00Z',
      tags: ['go'],
    });
  });

  it("in a further language: the feed's links in it, and a post shown untranslated says its own language (RSS, Atom, JSON Feed)", () => {
    const english: FeedInput = {
      ...input,
      language: 'en',
      pathIn: (path) => `/en${path}`,
      posts: [{ ...input.posts[0]!, language: 'es-AR' }, input.posts[1]!],
    };
    const atom = atomFeed(english);
    expect(XMLValidator.validate(atom)).toBe(true);
    expect(atom).toContain('<entry xml:lang="es-AR">');
    expect(atom.match(/<entry>/g)).toHaveLength(1);
    expect(parseFeed(atom).items[0]!.url).toBe('https://site.test/en/writing/second');
    const json = JSON.parse(jsonFeed(english));
    expect(json.items.map((item: { language?: string }) => item.language)).toEqual(['es-AR', undefined]);
    expect(json.feed_url).toBe('https://site.test/en/writing/feed.json');
    const rss = rssFeed(english);
    expect(XMLValidator.validate(rss)).toBe(true);
    const items = rss.split('<item>').slice(1);
    expect(items.map((item) => /<dc:language>([^<]+)<\/dc:language>/.exec(item)?.[1])).toEqual(['es-AR', undefined]);
    expect(parseFeed(rss).items.map((item) => item.url)).toEqual([
      'https://site.test/en/writing/second',
      'https://site.test/en/writing/first',
    ]);
  });

  it('gives a remote image its URL back, and turns a local one (rendered only on the post’s page) into a link to the post', () => {
    const marker = (image: object) => `<img __ASTRO_IMAGE_="${JSON.stringify(image).replaceAll('"', '&quot;')}">`;
    const html = `<p>${marker({ src: './diagram.png', alt: 'The diagram', index: 0 })} ${marker({ src: 'https://cdn.example/x.png', alt: 'X', index: 0 })}</p>`;
    expect(absoluteHtml(html, 'https://site.test/writing/a')).toBe(
      '<p><a href="https://site.test/writing/a">The diagram</a> <img src="https://cdn.example/x.png" alt="X"></p>',
    );
  });

  it('makes a post’s links and images absolute for readers that show it out of context', () => {
    expect(absoluteHtml('<a href="/projects">p</a><img src="pic.webp" alt=""><a href="#x">x</a>', 'https://site.test/writing/a')).toBe(
      '<a href="https://site.test/projects">p</a><img src="https://site.test/writing/pic.webp" alt=""><a href="#x">x</a>',
    );
  });
});

describe('the writing capability', () => {
  const owner = fixtureOwners.example!;
  const on = (writing: boolean) => ({ ...owner, site: { ...owner.site, features: { ...owner.site.features, writing } } });

  it('is on when its switch is, with or without posts', () => {
    expect(writing.isOn(on(true))).toBe(true);
    expect(writing.isOn(on(false))).toBe(false);
  });

  it("takes the list's last change from the newest change of any post, none without posts", () => {
    expect(newestChange([])).toBeUndefined();
    expect(newestChange([post('b', '2026-02-01'), post('a', '2026-01-01', { updated: '2026-03-01' })])).toBe('2026-03-01');
  });
});

describe('list_posts', () => {
  // p0, p9, p18…: the "Every ninth" series, newest first as the site holds posts.
  const posts = Array.from({ length: 45 }, (_, i) =>
    post(`p${i}`, `2026-01-${String(28 - (i % 28)).padStart(2, '0')}`, {
      tags: i % 2 ? ['odd'] : [],
      ...(i % 9 ? {} : { series: 'Every ninth' }),
    }),
  );
  const tool = listPostsTool({ ...mcpOptions({ owner: fixtureOwners.example! }), posts });
  type Page = { posts: { slug: string }[]; total: number; nextCursor?: string };
  const run = async (args: Record<string, unknown>) =>
    (await tool.run(tool.input.parse(args) as never)) as { ok: true; data: Page } | { ok: false; code: string };

  it("filters by series, by its name or its address, in reading order (oldest first), and says each post's series", async () => {
    const expected = posts
      .filter((_, i) => i % 9 === 0)
      .toSorted((a, b) => a.published.localeCompare(b.published) || a.title.localeCompare(b.title));
    for (const series of ['Every ninth', 'every-ninth']) {
      const result = await run({ series });
      if (!result.ok) throw new Error('failed');
      expect(result.data.posts.map((listed) => listed.slug)).toEqual(expected.map((member) => member.slug));
      expect(result.data.posts.every((listed) => (listed as { series?: string }).series === 'Every ninth')).toBe(true);
    }
    const odd = await run({ series: 'Every ninth', tag: 'odd' });
    expect(odd.ok && odd.data.posts.map((listed) => listed.slug)).toEqual(
      expected.filter((member) => member.tags.includes('odd')).map((member) => member.slug),
    );
    expect(await run({ series: 'No such series' })).toMatchObject({ ok: true, data: { posts: [], total: 0 } });
  });

  it('pages by 20 with an opaque cursor, to the last page, which has none', async () => {
    const first = await run({});
    if (!first.ok) throw new Error('failed');
    expect(first.data.posts).toHaveLength(20);
    expect(first.data.total).toBe(45);
    const second = await run({ cursor: first.data.nextCursor });
    const third = second.ok ? await run({ cursor: second.data.nextCursor }) : second;
    if (!third.ok) throw new Error('failed');
    expect(third.data.posts.map((p: { slug: string }) => p.slug)).toEqual(posts.slice(40).map((p) => p.slug));
    expect(third.data.nextCursor).toBeUndefined();
  });

  it('filters by tag, and refuses a cursor it did not give', async () => {
    const odd = await run({ tag: 'ODD' });
    expect(odd.ok && odd.data.total).toBe(22);
    expect(await run({ cursor: 'not-a-cursor' })).toMatchObject({ ok: false, code: 'invalid_request' });
    // Past the end: no cursor list_posts gave points there.
    expect(await run({ cursor: Buffer.from('45').toString('base64url') })).toMatchObject({ ok: false, code: 'invalid_request' });
  });
});

describe('npm run new:post', () => {
  it.each(supportedLanguages)(
    'writes a draft with valid front matter, named after the title, its placeholders in the site’s language (%s), and never overwrites one',
    (language) => {
      const words = dictionaryFor(language).writing.newPost;
      const root = mkdtempSync(join(tmpdir(), 'new-post-'));
      try {
        const file = newPost(root, '  Año nuevo: "API" rápida ', '2026-11-26', words);
        expect(file).toBe(join(root, 'src/content/posts/ano-nuevo-api-rapida.md'));
        const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? [];
        const post = z.parse(PostFrontMatterSchema, parseYaml(front));
        expect(post).toMatchObject({ title: 'Año nuevo: "API" rápida', published: '2026-11-26', draft: true, tags: [] });
        expect(post.description).toBe(words.description('Año nuevo: "API" rápida'));
        expect(front).toContain(`# ${words.draftNote}\ndraft: true`);
        expect(body.trim()).toBe(words.body);
        expect(publishedPosts([{ id: 'ano-nuevo-api-rapida', data: post }], '2026-11-26')).toEqual([]);
        expect(() => newPost(root, 'Año nuevo: API rápida', '2026-11-26', words)).toThrow(/exists already/);
        expect(() => newPost(root, '  ', '2026-11-26', words)).toThrow(/Give the post a title/);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    'writes different placeholders in each language the site can speak (%s)',
    (language) => {
      const [en, other] = ['en', language].map((tag) => dictionaryFor(tag).writing.newPost);
      expect(other!.description('T')).not.toBe(en!.description('T'));
      expect(other!.body).not.toBe(en!.body);
      expect(other!.draftNote).not.toBe(en!.draftNote);
    },
  );

  it('turns writing on in the owner file where init left it off, and changes nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-post-'));
    try {
      expect(switchWritingOn(root)).toBeUndefined(); // no owner file: the site shows the example
      mkdirSync(join(root, 'src/content'), { recursive: true });
      const owner = (writing: string) =>
        `export const owner = parseOwnerContent({\n  site: {\n    features: { developers: true, optimizer: false, writing: ${writing} },\n  },\n  // writing: false in a comment stays\n});\n`;
      writeFileSync(join(root, 'src/content/owner.ts'), owner('false'));
      expect(switchWritingOn(root)).toMatch(/^Turned writing on in src\/content\/owner\.ts/);
      expect(readFileSync(join(root, 'src/content/owner.ts'), 'utf8')).toBe(owner('true'));
      expect(switchWritingOn(root)).toBeUndefined();
      expect(readFileSync(join(root, 'src/content/owner.ts'), 'utf8')).toBe(owner('true'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
