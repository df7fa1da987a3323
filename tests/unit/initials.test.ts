import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initials, initialsDataUrl, initialsSvg } from '../../src/lib/portrait/initials.ts';
import { accentColours, contrast } from '../../src/lib/theme/accent.ts';
import { fixtureOwners, HOSTILE } from '../fixtures/owners/index.ts';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

/** The text inside the image's <text>, its entities read back. */
const shownText = (svg: string) =>
  /<text[^>]*>([^<]*)<\/text>/
    .exec(svg)?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Lucía Pérez', 'LP'],
    ['ada  de la  lovelace', 'AL'],
    ['Plato', 'P'],
    ['山田太郎', '山'],
    ['Юрий Гагарин', 'ЮГ'],
    ['محمد علي', 'مع'],
    ['Jean-Luc Picard', 'JP'],
    ['(Ada) "Lovelace"', 'AL'],
    ['👩🏽‍💻 Dev', '👩🏽‍💻D'],
    ['éric', 'É'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('is empty for a name with nothing to show, and the image then shows no text', () => {
    for (const name of ['', '   ', '<>&"', '…']) {
      expect(initials(name), name).toBe('');
      expect(initialsSvg(name, '#0b57d0')).not.toContain('<text');
    }
  });

  it('keeps a whole grapheme: a flag or a combined emoji is never split', () => {
    expect(initials('🇦🇷 Lucía')).toBe('🇦🇷L');
  });

  it("takes at most two graphemes of any name, and only ones from the name's words", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(initials(name))];
        expect(segments.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('initialsSvg', () => {
  it.each(Object.entries(fixtureOwners))('%s owner: escapes the name and shows its initials', (_, owner) => {
    const svg = initialsSvg(owner.profile.name, owner.site.accent ?? '#0b57d0', owner.site.language);
    expect(shownText(svg) ?? '').toBe(initials(owner.profile.name, owner.site.language));
  });

  it('never lets markup from the name into the image', () => {
    for (const name of [...Object.values(HOSTILE), '<a & b>', 'O\'Brien "Q" <x>']) {
      const svg = initialsSvg(name, '#0b57d0');
      expect(shownText(svg) ?? '', name).toBe(initials(name));
      expect(svg).not.toMatch(/<(?!\/?(?:svg|rect|text|g|circle|path)\b)/);
    }
  });

  it('draws readable (WCAG AA) text on the accent, whatever the accent', () => {
    fc.assert(
      fc.property(hex, (accent) => {
        const svg = initialsSvg('Ada Lovelace', accent);
        const fill = /<rect[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
        const ink = /<text[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
        expect(fill).toBe(accentColours(accent).light);
        expect(contrast(fill!, ink!)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('is a data: URL an <img> can load under the CSP (img-src data:)', () => {
    const url = initialsDataUrl(HOSTILE.html, '#0b57d0');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[<>" ]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(initialsSvg(HOSTILE.html, '#0b57d0'));
  });
});
