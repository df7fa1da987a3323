import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/lib/http/accept-language.ts';

describe('preferredLanguage (Accept-Language, RFC 9110 and RFC 4647)', () => {
  const site = ['es', 'en'];

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['EN-us', 'en'],
    ['fr, en;q=0.5, es;q=0.4', 'en'],
    ['es;q=0.2, en;q=0.9', 'en'],
    ['en;q=0.5, es;q=0.5', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
    ['*', 'es'],
    ['*, es;q=0', 'en'],
    ['en;q=0, *;q=0.1', 'es'],
    ['es;q=0, en;q=0', undefined],
    ['en;q=2, es', 'es'],
    ['en;q=abc, es;q=0.1', 'es'],
    ['<script>, en', 'en'],
    ['en ; q = 0.7 , es ; q=0.6', 'en'],
    ['en-US;q=0, en', 'en'],
    ['en;q=0, en-GB', undefined],
  ])('%j -> %s', (header, expected) => {
    expect(preferredLanguage(header, site)).toBe(expected);
  });

  it('matches a region of a language the site has, and the language of a region it has', () => {
    expect(preferredLanguage('es', ['en', 'es-AR'])).toBe('es-AR');
    expect(preferredLanguage('es-AR', ['en', 'es'])).toBe('es');
    expect(preferredLanguage('es-AR', ['es', 'es-AR'])).toBe('es-AR');
    expect(preferredLanguage('zh-Hant-TW', ['en', 'zh-Hant'])).toBe('zh-Hant');
  });

  it('never answers a language the site does not have', () => {
    for (const header of ['de', 'de-DE, fr;q=0.9', 'e', 'english', 'en-', '-en']) expect(preferredLanguage(header, site)).toBeUndefined();
  });
});
