import { byCodePoint } from '../../lib/by-code-point.ts';
import type { PostFrontMatter } from './post-schema.ts';

/** A published post as every output but its own page sees it: front matter, address, length. */
export interface Post extends Omit<PostFrontMatter, 'draft'> {
  /** Its file's name: /writing/<slug>. */
  slug: string;
  /** Whole minutes, at 220 words a minute, never under 1. */
  readingMinutes: number;
  words: number;
}

export const POSTS_PATH = '/writing';
export const postPath = (slug: string) => `${POSTS_PATH}/${slug}`;
export const tagPath = (tag: string) => `${POSTS_PATH}/tags/${tag}`;
/** The list's page n (1 is /writing itself): 20 posts a page, newest first. */
export const listPath = (page: number) => (page === 1 ? POSTS_PATH : `${POSTS_PATH}/page/${page}`);
export const POSTS_PER_PAGE = 20;

/** The day a post last changed: its update, else its publication. */
export const lastChange = (post: Pick<Post, 'published' | 'updated'>): string => post.updated ?? post.published;

/** The newest change among posts (YYYY-MM-DD), or undefined when there is none. */
export const newestChange = (posts: readonly Post[]): string | undefined => posts.map(lastChange).sort().at(-1);

/** Drafts, and posts dated after `today` (YYYY-MM-DD), are not published anywhere. */
export const isPublished = (post: Pick<PostFrontMatter, 'draft' | 'published'>, today: string) => !post.draft && post.published <= today;

/** Newest first; on one day, by title, so the order never depends on the file system. */
export const newestFirst = (a: Post, b: Post) => byCodePoint(b.published, a.published) || byCodePoint(a.title, b.title);

/** The posts in `language`: each translated one in it, every other in the default language. */
export function postsIn(posts: readonly Post[], translations: Readonly<Record<string, readonly Post[]>>, language: string): Post[] {
  const translated = new Map((translations[language] ?? []).map((post) => [post.slug, post]));
  return posts.map((post) => translated.get(post.slug) ?? post);
}
