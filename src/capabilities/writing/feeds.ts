import { escapeHtml } from '../../lib/html/escape-html.ts';
import { escapeXml } from '../../lib/html/escape-xml.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { lastChange, newestChange, type Post, POSTS_PATH, postPath } from './post.ts';

/** What every feed says about itself, and each post with its whole content as HTML (links made absolute). */
export interface FeedInput {
  title: string;
  description: string;
  language: string;
  author: string;
  siteUrl: string;
  /** A default-language path in the feed's language ("/writing" -> "/en/writing"); as it is when left out. */
  pathIn?: (path: string) => string;
  /** Each post, its whole content as HTML, and its language where it is not the feed's (a post shown untranslated). */
  posts: { post: Post; html: string; language?: string | undefined }[];
}

/** A day at midnight UTC, as RFC 822 (RSS) or RFC 3339 (Atom, JSON Feed) write it. */
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const rfc822 = (day: string) => at(day).toUTCString();
const rfc3339 = (day: string) => at(day).toISOString().replace('.000Z', 'Z');
const newest = (input: FeedInput) => newestChange(input.posts.map(({ post }) => post)) ?? '1970-01-01';
/** Character data that can hold any text: `]]>` split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const FEED_PATHS = { rss: `${POSTS_PATH}/rss.xml`, atom: `${POSTS_PATH}/atom.xml`, json: `${POSTS_PATH}/feed.json` } as const;

/** RSS 2.0, with the whole post in content:encoded; RSS has no item language, so Dublin Core's dc:language says a post's own. */
export function rssFeed(input: FeedInput): string {
  const url = (path: string) => absoluteUrl(input.pathIn?.(path) ?? path, input.siteUrl);
  const items = input.posts.map(({ post, html, language }) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url(postPath(post.slug)))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url(postPath(post.slug)))}</guid>`,
      `      <pubDate>${rfc822(post.published)}</pubDate>`,
      // RSS readers read a description as HTML: the text is escaped as HTML, then as XML.
      `      <description>${escapeXml(escapeHtml(post.description))}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      ...(language ? [`      <dc:language>${escapeXml(language)}</dc:language>`] : []),
      `      <content:encoded>${cdata(html)}</content:encoded>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(input.title)}</title>`,
    `    <link>${escapeXml(url(POSTS_PATH))}</link>`,
    `    <description>${escapeXml(input.description)}</description>`,
    `    <language>${escapeXml(input.language)}</language>`,
    `    <lastBuildDate>${rfc822(newest(input))}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(url(FEED_PATHS.rss))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 (RFC 4287), with the whole post as HTML content. */
export function atomFeed(input: FeedInput): string {
  const url = (path: string) => absoluteUrl(input.pathIn?.(path) ?? path, input.siteUrl);
  const entries = input.posts.map(({ post, html, language }) =>
    [
      language ? `  <entry xml:lang="${escapeXml(language)}">` : '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url(postPath(post.slug)))}"/>`,
      `    <id>${escapeXml(url(postPath(post.slug)))}</id>`,
      `    <published>${rfc3339(post.published)}</published>`,
      `    <updated>${rfc3339(lastChange(post))}</updated>`,
      `    <summary>${escapeXml(post.description)}</summary>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.language)}">`,
    `  <title>${escapeXml(input.title)}</title>`,
    `  <subtitle>${escapeXml(input.description)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url(POSTS_PATH))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url(FEED_PATHS.atom))}"/>`,
    `  <id>${escapeXml(url(POSTS_PATH))}</id>`,
    `  <updated>${rfc3339(newest(input))}</updated>`,
    `  <author><name>${escapeXml(input.author)}</name><uri>${escapeXml(url('/'))}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1), with the whole post as content_html. */
export function jsonFeed(input: FeedInput): string {
  const url = (path: string) => absoluteUrl(input.pathIn?.(path) ?? path, input.siteUrl);
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: input.title,
      home_page_url: url(POSTS_PATH),
      feed_url: url(FEED_PATHS.json),
      description: input.description,
      language: input.language,
      authors: [{ name: input.author, url: url('/') }],
      items: input.posts.map(({ post, html, language }) => ({
        id: url(postPath(post.slug)),
        ...(language ? { language } : {}),
        url: url(postPath(post.slug)),
        title: post.title,
        summary: post.description,
        content_html: html,
        date_published: rfc3339(post.published),
        date_modified: rfc3339(lastChange(post)),
        ...(post.tags.length ? { tags: post.tags } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}
