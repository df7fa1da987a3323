import { describe, expect, it } from 'vitest';
import { answersPath, linkLine, nearestPage, ownOriginLinks } from '../../src/lib/owner/own-links.ts';

const SITE = 'https://you.example';

describe("ownOriginLinks: the owner's links to the site itself", () => {
  it('finds them in URL fields and inside texts, with the field that holds them, and no other origin', () => {
    const owner = {
      profile: { website: 'https://you.example/', bio: 'My talk: https://you.example/charla. Also https://other.example/x.' },
      projects: [{ url: 'https://github.com/you/a' }, { url: 'https://you.example/projects/b?tab=1#top' }],
      translations: { en: { profile: { bio: 'See (https://you.example/en/uses)' } } },
    };
    expect(ownOriginLinks(owner, [SITE])).toEqual([
      { field: 'profile.website', url: 'https://you.example/', path: '/' },
      { field: 'profile.bio', url: 'https://you.example/charla', path: '/charla' },
      { field: 'projects[1].url', url: 'https://you.example/projects/b?tab=1#top', path: '/projects/b' },
      { field: 'translations.en.profile.bio', url: 'https://you.example/en/uses', path: '/en/uses' },
    ]);
  });

  it('leaves out what closes a sentence, a quote or an emphasis', () => {
    const text = 'See *https://you.example/a*, «https://you.example/b», “https://you.example/c”… and https://you.example/d!';
    expect(ownOriginLinks({ text }, [SITE]).map((link) => link.path)).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('reads a path as the site serves it: decoded, without a trailing slash', () => {
    const [link] = ownOriginLinks({ url: 'https://you.example/charla%20larga/' }, [SITE]);
    expect(link!.path).toBe('/charla larga');
    expect(ownOriginLinks({ url: 'https://you.example/%E0%A4%A' }, [SITE])[0]!.path).toBe('/%E0%A4%A');
  });

  it('takes every origin given (the owner file’s and the one the site is built for), and nothing from none', () => {
    const owner = {
      a: 'https://you.example/a',
      b: 'https://preview--you.netlify.app/b',
      c: 'http://you.example/c',
      d: 'https://you.example:8443/d',
    };
    expect(ownOriginLinks(owner, [SITE, 'https://preview--you.netlify.app']).map((link) => link.field)).toEqual(['a', 'b', 'c']);
    expect(ownOriginLinks(owner, [])).toEqual([]);
    expect(ownOriginLinks(null, [SITE])).toEqual([]);
  });
});

describe('nearestPage', () => {
  it('is the page fewest edits away, the first on a tie, none among none', () => {
    expect(nearestPage('/charla', ['/', '/contact', '/writing', '/resume'])).toBe('/contact');
    expect(nearestPage('/projetcs', ['/', '/projects', '/contact'])).toBe('/projects');
    expect(nearestPage('/ab', ['/aa', '/bb'])).toBe('/aa');
    expect(nearestPage('/x', [])).toBeUndefined();
  });
});

describe('answersPath: whether a function answers a path', () => {
  it('answers its own paths, with or without a trailing slash, and every path under one that ends in *', () => {
    const declared = ['/mcp', '/feeds/', '/api/*'];
    expect(['/mcp', '/feeds', '/api/codehost', '/api/a/b'].filter((path) => answersPath(declared, path))).toHaveLength(4);
    expect(['/mcp/x', '/api', '/other'].filter((path) => answersPath(declared, path))).toEqual([]);
  });
});

describe('linkLine: a link as printed', () => {
  it('is its field and its address, with any control or format character written out, so that none reaches a terminal', () => {
    const [link] = ownOriginLinks({ bio: 'See https://you.example/a\u001bc\u202eb\u0007 now' }, [SITE]);
    expect(linkLine(link!)).toBe('bio: https://you.example/a\\u{1b}c\\u{202e}b\\u{7}');
    expect(linkLine({ field: 'projects[0].url', url: 'https://you.example/charla', path: '/charla' })).toBe(
      'projects[0].url: https://you.example/charla',
    );
  });
});
