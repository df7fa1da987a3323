import { pagePathIn } from '../../lib/owner/localize.ts';
import { formats } from '../../lib/i18n/locale-formats.ts';
import type { ToolDependencies } from '../capability.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import { markdownAutolink, markdownText } from '../../lib/markdown/escape.ts';
import * as z from '../../lib/schema/z.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { POSTS_PER_PAGE, postPath } from './post.ts';
import { postSeries, seriesSlug } from './series.ts';
import { writingWordsIn } from './words.ts';

const day = z.describe(z.iso.date(), 'YYYY-MM-DD');

const PostsOutputSchema = z.object({
  posts: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      published: day,
      updated: z.optional(day),
      tags: z.array(z.string()),
      series: z.describe(z.optional(z.string()), 'The series it belongs to, by name; list_posts takes it as series'),
      readingMinutes: z.int().check(z.gte(1)),
      url: z.describe(z.url(), 'Its page on this site (Markdown twin: url + ".md")'),
    }),
  ),
  total: z.describe(z.int().check(z.gte(0)), 'How many posts match'),
  nextCursor: z.describe(z.optional(z.string()), 'Pass as cursor for the next page; absent on the last'),
});

/** A cursor is the offset of the next page, opaque to clients (base64url of the number). */
const cursorOf = (offset: number) => Buffer.from(String(offset)).toString('base64url');
const offsetOf = (cursor: string | undefined): number | undefined => {
  if (cursor === undefined) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString());
  return Number.isSafeInteger(offset) && offset >= 0 ? offset : undefined;
};

/** list_posts: the published posts, newest first (a series' in reading order), by tag or series, 20 a page with an opaque cursor. */
export function listPostsTool({ owner, siteUrl, posts = [] }: Pick<ToolDependencies, 'owner' | 'siteUrl' | 'posts'>): ToolSpec {
  const words = writingWordsIn(owner.site.language).writing;
  const format = formats(owner.site.language);
  return defineTool({
    name: 'list_posts',
    title: words.listPosts.title,
    description: words.listPosts.description(markdownText(owner.profile.name)),
    input: z.object({
      tag: z.describe(z.optional(z.string().check(z.minLength(1), z.maxLength(40))), words.listPosts.tag),
      series: z.describe(z.optional(z.string().check(z.minLength(1), z.maxLength(80))), words.listPosts.series),
      cursor: z.describe(z.optional(z.string().check(z.maxLength(40))), 'nextCursor of the previous page'),
    }),
    output: PostsOutputSchema,
    annotations: CLOSED_READ,
    async run({ tag, series, cursor }) {
      const offset = offsetOf(cursor);
      // A series' posts in reading order (its name or its address names it); else newest first.
      const inSeries = series === undefined ? posts : (postSeries(posts).find(({ slug }) => slug === seriesSlug(series))?.posts ?? []);
      const matching = inSeries.filter((post) => tag === undefined || post.tags.includes(tag.toLowerCase()));
      // A cursor list_posts gave points inside the list (only the first page may be empty).
      if (offset === undefined || (offset > 0 && offset >= matching.length))
        return { ok: false, code: 'invalid_request', message: words.badCursor };
      const page = matching.slice(offset, offset + POSTS_PER_PAGE).map((post) => ({
        slug: post.slug,
        title: post.title,
        description: post.description,
        published: post.published,
        ...(post.updated ? { updated: post.updated } : {}),
        tags: post.tags,
        ...(post.series ? { series: post.series } : {}),
        readingMinutes: post.readingMinutes,
        url: absoluteUrl(pagePathIn(owner, postPath(post.slug)), siteUrl),
      }));
      const next = offset + POSTS_PER_PAGE < matching.length ? { nextCursor: cursorOf(offset + POSTS_PER_PAGE) } : {};
      const lines = page.map(
        (post) =>
          `- ${markdownText(post.title)} (${format.day(post.published)}): ${markdownText(post.description)} ${markdownAutolink(post.url)}`,
      );
      const text = page.length ? [words.postsText(format.number(matching.length)), ...lines].join('\n') : words.noPost;
      return { ok: true, data: { posts: page, total: matching.length, ...next }, text };
    },
  });
}
