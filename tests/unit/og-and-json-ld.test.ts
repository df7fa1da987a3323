import { describe, expect, it } from 'vitest';
import { profilePageJsonLd } from '../../src/lib/discovery/json-ld.ts';
import { jsonForScript } from '../../src/lib/html/json-for-script.ts';
import { interFonts } from '../../src/lib/fonts/inter.ts';
import { clampCardText, OG_HEIGHT, OG_LIMITS, OG_WIDTH, ogImagePath, renderOgImage } from '../../src/lib/og/og-image.ts';
import { fixtureOwners, HOSTILE } from '../fixtures/owners/index.ts';

// The example owner (GitHub user octocat, every feature on).
const owner = fixtureOwners.example;

const isOgPng = (png: Buffer) =>
  [...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('') === 'PNG' &&
  png.readUInt32BE(16) === OG_WIDTH &&
  png.readUInt32BE(20) === OG_HEIGHT;

describe('Open Graph images', () => {
  it('renders a 1200×630 PNG, even for a title and description far too long for it', { timeout: 20_000 }, async () => {
    const fonts = await interFonts();
    const png = await renderOgImage({ title: 'T'.repeat(300), description: 'word '.repeat(200), siteName: 'Ada', url: 'ada.dev/x' }, fonts);
    expect(isOgPng(png)).toBe(true);
  });

  it('renders the hostile owner: markup, newlines, right-to-left text and emoji, very long', { timeout: 20_000 }, async () => {
    const fonts = await interFonts();
    const { profile } = fixtureOwners.hostile;
    const png = await renderOgImage(
      {
        title: `${profile.name} ${profile.headline} ${HOSTILE.script} 👩🏽‍💻🧉 \u202Eمرحبا\u202C`.repeat(4),
        description: `${profile.bio}\u2028${profile.bio}`,
        siteName: profile.name,
        url: 'lucia-dev.example.com.ar/\u0000x',
      },
      fonts,
    );
    expect(isOgPng(png)).toBe(true);
  });

  it('clamps card text to one line of at most the limit, never splitting an emoji or accent', () => {
    expect(clampCardText(' a\nb\u2028c\u0000d ', 10)).toBe('a b c d');
    const family = '👩‍👩‍👧‍👦';
    const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
    const long = `${family}e\u0301`.repeat(100);
    const clamped = clampCardText(long, OG_LIMITS.title);
    expect(graphemes(clamped)).toHaveLength(OG_LIMITS.title);
    expect(clamped).toBe(
      `${graphemes(long)
        .slice(0, OG_LIMITS.title - 1)
        .join('')}…`,
    );
    expect(clampCardText('short', OG_LIMITS.title)).toBe('short');
  });

  it('names one image per page path', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/projects')).toBe('/og/projects.png');
  });
});

describe('JSON-LD', () => {
  it('lists the GitHub profile in sameAs once, even when a link already names it', () => {
    const sameAs = profilePageJsonLd(owner, 'https://s.test').mainEntity.sameAs;
    expect(sameAs.filter((url) => url === `https://github.com/${owner.profile.githubUser}`)).toHaveLength(1);
  });

  it('cannot close its script element or open a comment: < > & U+2028 U+2029 are \\u escapes', () => {
    const value = { bio: '</script><script>alert(1)</script> <!-- --> &amp; \u2028\u2029', n: 1 };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it.each(Object.entries(fixtureOwners))('describes the %s owner as a Person, in the site language, script-safe', (_, fixture) => {
    const jsonLd = profilePageJsonLd(fixture, 'https://s.test');
    expect(jsonLd).toMatchObject({
      inLanguage: fixture.site.language,
      mainEntity: { name: fixture.profile.name, description: fixture.profile.bio },
    });
    const text = jsonForScript(jsonLd);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual(jsonLd);
  });
});
