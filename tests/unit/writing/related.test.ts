import { describe, expect, it } from 'vitest';
import type { Post } from '../../../src/capabilities/writing/post.ts';
import { READ_NEXT, relatedPosts } from '../../../src/capabilities/writing/related.ts';

const post = (slug: string, published: string, tags: string[], series?: string): Post => ({
  slug,
  title: `Title of ${slug}`,
  description: 'D',
  published,
  tags,
  words: 100,
  readingMinutes: 1,
  ...(series ? { series } : {}),
});

describe('read next: the posts related to one', () => {
  const current = post('now', '2026-05-01', ['astro', 'css'], 'Building a site');
  const posts = [
    current,
    post('one-tag-new', '2026-04-01', ['astro']),
    post('two-tags', '2026-02-15', ['astro', 'css']),
    post('series', '2026-02-01', [], 'building a site'),
    post('one-tag-old', '2026-03-01', ['css']),
    post('nothing', '2026-04-20', ['go']),
  ];

  it('are those sharing the most tags (a series counts as two), the newest first among equals, never itself nor one with nothing in common', () => {
    expect(relatedPosts(current, posts).map((other) => other.slug)).toEqual(['two-tags', 'series', 'one-tag-new']);
    expect(relatedPosts(current, posts, 10).map((other) => other.slug)).toEqual(['two-tags', 'series', 'one-tag-new', 'one-tag-old']);
    expect(READ_NEXT).toBe(3);
  });

  it('are none for a post that shares nothing, or alone', () => {
    expect(relatedPosts(post('lone', '2026-01-01', ['rust']), posts)).toEqual([]);
    expect(relatedPosts(current, [current])).toEqual([]);
  });
});
