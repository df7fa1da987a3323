import { newestFirst, type Post } from './post.ts';
import { seriesSlug } from './series.ts';

/** How many posts "Read next" offers at most. */
export const READ_NEXT = 3;

/**
 * The posts to read after `post`: those that share tags with it or are of its series (a series
 * counts as two shared tags), the most in common first, the newest first among equals; never the
 * post itself, nor one with nothing in common.
 */
export function relatedPosts(post: Post, posts: readonly Post[], count = READ_NEXT): Post[] {
  const tags = new Set(post.tags);
  const series = post.series && seriesSlug(post.series);
  const shared = (other: Post) =>
    other.tags.filter((tag) => tags.has(tag)).length + (series && other.series && seriesSlug(other.series) === series ? 2 : 0);
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: shared(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other);
}
