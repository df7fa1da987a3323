import { byCodePoint } from '../../lib/by-code-point.ts';
import type { Post } from './post.ts';

/** Every tag of the posts, once, in code-point order. */
export const postTags = (posts: readonly Post[]): string[] => [...new Set(posts.flatMap((post) => post.tags))].sort(byCodePoint);

/** The posts with a tag, in their order. */
export const postsTagged = (posts: readonly Post[], tag: string): Post[] => posts.filter((post) => post.tags.includes(tag));
