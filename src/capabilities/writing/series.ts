import { slugify } from '../../lib/owner/normalize.ts';
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

/** Oldest first; on one day, by title: the order the series is read in. */
const readingOrder = (a: Post, b: Post) => byCodePoint(a.published, b.published) || byCodePoint(a.title, b.title);

/**
 * Every series of the posts, in code-point order of their addresses. Posts whose series' names
 * make one address are one series, named as its first post names it.
 */
export function postSeries(posts: readonly Post[]): Series[] {
  const bySlug = new Map<string, Post[]>();
  for (const post of posts) if (post.series) bySlug.set(seriesSlug(post.series), [...(bySlug.get(seriesSlug(post.series)) ?? []), post]);
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
