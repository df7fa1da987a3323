import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from '../../../src/capabilities/writing/json-ld.ts';
import type { Post } from '../../../src/capabilities/writing/post.ts';
import { postSeries, seriesOfPost, seriesPath, seriesSlug } from '../../../src/capabilities/writing/series.ts';
import { PostFrontMatterSchema } from '../../../src/capabilities/writing/post-schema.ts';
import * as z from '../../../src/lib/schema/z.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

const post = (slug: string, published: string, series?: string): Post => ({
  slug,
  title: `Title of ${slug}`,
  description: 'D',
  published,
  tags: [],
  words: 100,
  readingMinutes: 1,
  ...(series ? { series } : {}),
});

describe('series of posts', () => {
  // Newest first, as the site holds them.
  const posts = [
    post('c', '2026-03-01', 'Building an API'),
    post('x', '2026-02-15'),
    post('b', '2026-02-01', 'building an API'),
    post('a', '2026-01-01', 'Building an API'),
    post('z', '2026-01-05', 'Zeta'),
  ];

  it('groups the posts of one series (one address, whatever the case) in reading order, oldest first, named by its first', () => {
    expect(postSeries(posts).map(({ slug, name, posts: members }) => [slug, name, members.map((member) => member.slug)])).toEqual([
      ['building-an-api', 'Building an API', ['a', 'b', 'c']],
      ['zeta', 'Zeta', ['z']],
    ]);
    expect(seriesPath(seriesSlug('Año nuevo: "API"'))).toBe('/writing/series/ano-nuevo-api');
  });

  it('orders posts of one day by their address, the same in every language', () => {
    const sameDay = [post('b', '2026-01-01', 'S'), { ...post('a', '2026-01-01', 'S'), title: 'Zzz (translated)' }];
    expect(postSeries(sameDay)[0]!.posts.map((member) => member.slug)).toEqual(['a', 'b']);
  });

  it('refuses two different names that make one address, naming both', () => {
    expect(() => postSeries([post('a', '2026-01-01', 'Серия 1'), post('b', '2026-01-02', 'Часть 1')])).toThrow(
      /"Серия 1" \(a\.md\) and "Часть 1" \(b\.md\) make one address, \/writing\/series\/1/,
    );
    expect(postSeries([post('a', '2026-01-01', 'Año uno'), post('b', '2026-01-02', 'ano  UNO')])).toHaveLength(1);
  });

  it("gives a post's series and its place in it, and none for a post of no series", () => {
    expect(seriesOfPost(posts, 'b')).toMatchObject({ series: { slug: 'building-an-api' }, place: 2 });
    expect(seriesOfPost(posts, 'x')).toBeUndefined();
  });

  it('takes a series name with a letter or digit a–z, 0–9, and refuses one without', () => {
    const front = { title: 'T', description: 'D', published: '2026-01-01' };
    expect(z.parse(PostFrontMatterSchema, { ...front, series: '  Año 1  ' }).series).toBe('Año 1');
    expect(z.safeParse(PostFrontMatterSchema, { ...front, series: '— ¿? —' }).success).toBe(false);
    expect(z.safeParse(PostFrontMatterSchema, { ...front, series: '' }).success).toBe(false);
  });

  it.each(Object.entries(fixtureOwners))("says in the post's JSON-LD which series it is part of (%s owner)", (_, owner) => {
    const jsonLd = blogPostingJsonLd(posts[0]!, owner, 'https://site.test/');
    expect(jsonLd.isPartOf).toEqual({
      '@type': 'CreativeWorkSeries',
      name: 'Building an API',
      url: expect.stringMatching(/\/writing\/series\/building-an-api$/),
    });
    expect(blogPostingJsonLd(posts[1]!, owner, 'https://site.test/')).not.toHaveProperty('isPartOf');
  });
});
