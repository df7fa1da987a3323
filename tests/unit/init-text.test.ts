import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, emailAddress, httpUrl, textList } from '../../scripts/lib/init/text.ts';
import { normalizedKey } from '../../src/lib/owner/normalize.ts';

describe('clip', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(clip('  Migraciones sin bloqueo  ', 280)).toBe('Migraciones sin bloqueo');
  });

  it('cuts a long text on a word boundary and ends it with an ellipsis, within the limit', () => {
    const text = 'una herramienta de línea de comandos para cebar mate '.repeat(10);
    const clipped = clip(text, 80);
    expect(clipped.length).toBeLessThanOrEqual(80);
    expect(clipped.endsWith('…')).toBe(true);
    const head = clipped.slice(0, -1);
    expect(text.startsWith(head)).toBe(true);
    expect(text[head.length]).toMatch(/\s/);
  });

  it('never exceeds the limit nor leaves half an emoji, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        const clipped = clip(text, max);
        return clipped.length <= max && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(clipped);
      }),
    );
  });
});

describe('textList', () => {
  it('drops blanks and the entries equal once normalised (case, accents, spacing), keeping the first', () => {
    expect(textList(['Go', ' go ', 'GO', '', '   ', null, 'Café', 'cafe', 'Rust'], 50, 40)).toEqual(['Go', 'Café', 'Rust']);
  });

  it('clips each entry and caps the count', () => {
    const list = textList(
      Array.from({ length: 50 }, (_, i) => `skill ${i} ${'x'.repeat(60)}`),
      50,
      40,
    );
    expect(list).toHaveLength(40);
    expect(list.every((entry) => entry.length <= 50)).toBe(true);
    expect(new Set(list.map(normalizedKey)).size).toBe(40);
  });
});

describe('httpUrl', () => {
  it.each(['https://lucia.example.com.ar', 'http://example.com/a?b=1'])('keeps %s', (url) => {
    expect(httpUrl(url)).toBe(url);
  });

  it.each(['ftp://files.example.com/x', 'lucia.example.com.ar', 'javascript:alert(1)', 'mailto:a@b.c', '', '  ', 'https://', null])(
    'drops %s',
    (url) => {
      expect(httpUrl(url)).toBeUndefined();
    },
  );
});

describe('emailAddress', () => {
  it('keeps an address and drops what a mailto: link cannot carry', () => {
    expect(emailAddress(' lucia@example.com.ar ')).toBe('lucia@example.com.ar');
    expect(emailAddress('not an address')).toBeUndefined();
    expect(emailAddress(null)).toBeUndefined();
  });
});
