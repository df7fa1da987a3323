import { describe, expect, it } from 'vitest';
import { GISCUS_ORIGIN } from '../../../src/capabilities/writing/giscus.ts';
import { postPath } from '../../../src/capabilities/writing/post.ts';
import { owner } from '../../../src/data/owner.ts';
import { editions } from '../../support/built-editions.ts';
import { get } from '../../support/http.ts';
import { postsOf } from '../../../src/capabilities/writing/edition.ts';

const commentsOn = owner.site.comments !== undefined;
/** Every page of the site in every language, with whether it is a post's (where comments go). */
const everyPage = editions.flatMap((edition) => {
  const posts = new Set(postsOf(edition).map((post) => edition.path(postPath(post.slug))));
  return edition.pages.map((page) => [page.path, posts.has(page.path)] as const);
});
const cspOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const directive = (csp: string, name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';

describe(`comments (${commentsOn ? 'on' : 'off'})`, () => {
  it.each(everyPage)('%s has them only if it is a post’s page and comments are on, and lets giscus in only then', async (path, isPost) => {
    const html = await (await get(path, { headers: { accept: 'text/html' } })).text();
    const expected = commentsOn && isPost;
    expect(html.includes('data-comments-load'), 'the button').toBe(expected);
    const csp = cspOf(html);
    expect(csp).not.toBe('');
    for (const name of ['script-src', 'style-src', 'frame-src']) expect(directive(csp, name).includes(GISCUS_ORIGIN), name).toBe(expected);
    // Nothing of giscus at all on any other page, and nothing loads from it before the reader asks (comments-browser.test.ts).
    if (!expected) expect(html.toLowerCase()).not.toContain('giscus');
    const twin = await (await get(`${path}.md`)).text();
    expect(twin.toLowerCase()).not.toContain('giscus');
  });
});
