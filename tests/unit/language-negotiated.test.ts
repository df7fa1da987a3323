import { describe, expect, it } from 'vitest';
import { languageNegotiated } from '../../src/lib/http/language-negotiated.ts';

/** A handler that answers its language, with a Vary of its own. */
const answering = (language: string) => async () => new Response(language, { headers: { vary: 'Origin' } });
const handler = languageNegotiated(
  new Map([
    ['es-AR', answering('es-AR')],
    ['en', answering('en')],
  ]),
);
const ask = (acceptLanguage?: string) =>
  handler(new Request('https://site.test/api', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }));

describe('languageNegotiated', () => {
  it.each([
    ['en-GB, es;q=0.5', 'en'],
    ['es', 'es-AR'],
    ['fr', 'es-AR'],
    [undefined, 'es-AR'],
  ])('Accept-Language %s: the %s handler answers, and says so', async (header, language) => {
    const response = await ask(header);
    expect(await response.text()).toBe(language);
    expect(response.headers.get('content-language')).toBe(language);
    expect(response.headers.get('vary')).toBe('Origin, Accept-Language');
  });

  it('is the one handler itself on a site in one language, and refuses none at all', () => {
    const only = answering('en');
    expect(languageNegotiated(new Map([['en', only]]))).toBe(only);
    expect(() => languageNegotiated(new Map())).toThrow(/at least one language/);
  });
});
