import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../support/built-editions.ts';
import { siteUrl } from '../../src/data/site.ts';
import { htmlDecoded } from '../support/html-decoded.ts';
import { get, local } from '../support/http.ts';

const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe.each(pages)('page $path for people’s tools', (page) => {
  it('has Open Graph and Twitter card meta, with a 1200×630 PNG made for the page', async () => {
    const html = await (await get(page.path)).text();
    expect(htmlDecoded(meta(html, 'property', 'og:title')!)).toBe(page.title);
    expect(meta(html, 'property', 'og:url')).toBe(new URL(page.path, siteUrl).href);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBeTruthy();
    const image = meta(html, 'property', 'og:image')!;
    expect(image).toMatch(new RegExp(`^${siteUrl}/og/(?:[\\w-]+/){0,3}[\\w-]+\\.png$`));
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect([meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height')]).toEqual(['1200', '630']);
    const response = await get(local(image));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.byteLength).toBeLessThan(200 * 1024);
  });
});

describe('home page structured data', () => {
  it('describes a ProfilePage whose main entity is the owner, a Person, from the owner file', async () => {
    const html = await (await get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(blocks).toHaveLength(1);
    const current = [...new Set(owner.work.filter((work) => work.endDate === undefined).map((work) => work.name))];
    expect(blocks[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${siteUrl}/`,
      inLanguage: owner.site.language,
      mainEntity: {
        '@type': 'Person',
        name: owner.profile.name,
        url: `${siteUrl}/`,
        jobTitle: owner.profile.headline,
        description: owner.profile.bio,
        homeLocation: { '@type': 'Place', name: owner.profile.location },
        knowsAbout: owner.profile.skills,
        ...(current.length ? { worksFor: current.map((name) => expect.objectContaining({ '@type': 'Organization', name })) } : {}),
        ...(owner.education.length
          ? {
              alumniOf: owner.education.map((entry) =>
                expect.objectContaining({ '@type': 'EducationalOrganization', name: entry.institution }),
              ),
            }
          : {}),
        ...(owner.languages.length
          ? { knowsLanguage: owner.languages.map((entry) => expect.objectContaining({ '@type': 'Language', name: entry.language })) }
          : {}),
        sameAs: expect.arrayContaining([
          ...owner.profile.profiles.map((link) => link.url),
          `https://github.com/${owner.profile.githubUser}`,
        ]),
      },
    });
  });
});
