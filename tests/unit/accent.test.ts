import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accentColours, accentCss, BACKGROUNDS, contrast } from '../../src/lib/theme/accent.ts';
import { OwnerContentError, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe("the owner's accent colour", () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is readable (AA, 4.5:1) on both backgrounds of each theme, and so is the text on it, whatever the colour', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const c = accentColours(colour);
        for (const background of BACKGROUNDS.light) expect(contrast(c.light, background)).toBeGreaterThanOrEqual(4.5);
        for (const background of BACKGROUNDS.dark) expect(contrast(c.dark, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.onLight, c.light)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.onDark, c.dark)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a colour that already reads well, and moves one that does not only as far as needed', () => {
    expect(accentColours('#0B57D0').light).toBe('#0b57d0');
    const yellow = accentColours('#ffff00');
    expect(yellow.dark).toBe('#ffff00');
    expect(contrast(yellow.light, '#f4f6f8')).toBeLessThan(4.7);
  });

  it('is one CSS rule of custom properties, nothing an owner value could break out of', () => {
    expect(accentCss('#8250df')).toMatch(
      /^:root:root\{--accent:light-dark\(#[0-9a-f]{6},#[0-9a-f]{6}\);--accent-fg:light-dark\(#[0-9a-f]{6},#[0-9a-f]{6}\)\}$/,
    );
  });

  it('must be #rrggbb in the owner content', () => {
    for (const accent of ['blue', '#abc', 'red;}body{display:none', '#12345g']) {
      expect(() => parseOwnerContent({ ...exampleOwnerInput, site: { ...exampleOwnerInput.site, accent } })).toThrow(OwnerContentError);
    }
  });
});
