import { normalizedKey, slugify } from '../../lib/owner/normalize.ts';
import { byCodePoint } from '../../lib/by-code-point.ts';
import { POSTS_PATH, type Post } from './post.ts';

/** A series of posts: its name, its address, and its posts in reading order (oldest first). */
export interface Series {
  slug: string;
  name: string;
  posts: Post[];
}

/** A series' address, from its name: "Building an API" -> "building-an-api". */
export const seriesSlug = (name: string): string => slugify(name);
export const seriesPath = (slug: string) => `${POSTS_PATH}/series/${slug}`;

/** Oldest first; on one day, by address: the order the series is read in, the same in every language. */
const readingOrder = (a: Post, b: Post) => byCodePoint(a.published, b.published) || byCodePoint(a.slug, b.slug);

/**
 * Every series of the posts, in code-point order of their addresses, named as its first post names
 * it. Two names that differ (beyond case, accents and spacing) but make one address fail, naming
 * both: their posts would be read as one series.
 */
export function postSeries(posts: readonly Post[]): Series[] {
  const bySlug = new Map<string, Post[]>();
  for (const post of posts) {
    if (!post.series) continue;
    const slug = seriesSlug(post.series);
    const members = bySlug.get(slug) ?? [];
    const other = members.find((member) => normalizedKey(member.series!) !== normalizedKey(post.series!));
    if (other)
      throw new Error(
        `The series "${other.series}" (${other.slug}.md) and "${post.series}" (${post.slug}.md) make one address, ${seriesPath(slug)}: name them apart, or alike if they are one series.`,
      );
    bySlug.set(slug, [...members, post]);
  }
  return [...bySlug]
    .sort(([a], [b]) => byCodePoint(a, b))
    .map(([slug, members]) => {
      const inOrder = members.toSorted(readingOrder);
      return { slug, name: inOrder[0]!.series!, posts: inOrder };
    });
}

/** The series a post belongs to, with its place in it (1 for the first), or none. */
export function seriesOfPost(posts: readonly Post[], slug: string): { series: Series; place: number } | undefined {
  for (const series of postSeries(posts)) {
    const index = series.posts.findIndex((post) => post.slug === slug);
    if (index >= 0) return { series, place: index + 1 };
  }
  return undefined;
}
