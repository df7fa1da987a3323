import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uriOf } from '../../src/lib/owner/uri.ts';

const ajv = new Ajv();
addFormats(ajv);
const isUri = ajv.compile({ type: 'string', format: 'uri' });
const isUriReference = ajv.compile({ type: 'string', format: 'uri-reference' });

describe('uriOf: an owner URL as an RFC 3986 URI', () => {
  it.each([
    ['https://example.com/search?tags[]=rust', 'https://example.com/search?tags%5B%5D=rust'],
    ['https://example.com/a b/(c)?q=1#part#2', 'https://example.com/a%20b/(c)?q=1#part%232'],
    ['https://example.com/|^{}`"<>\\', 'https://example.com/%7C%5E%7B%7D%60%22%3C%3E%5C'],
    ['https://example.com/100%/%41', 'https://example.com/100%25/%41'],
    ['https://münchen.example/ä', 'https://xn--mnchen-3ya.example/%C3%A4'],
    ['https://[::1]:8080/x[1]', 'https://[::1]:8080/x%5B1%5D'],
    ['mailto:a[b]@example.com', 'mailto:a%5Bb%5D@example.com'],
    ['/docs[1]', '/docs%5B1%5D'],
  ])('%s -> %s', (url, uri) => {
    expect(uriOf(url)).toBe(uri);
  });

  it('leaves a URI that is already valid as it is', () => {
    for (const url of [
      'https://github.com/octocat/Hello-World',
      'https://a.example/p?q=(x)&r=1#f',
      'mailto:me@example.com',
      '/openapi.json',
    ])
      expect(uriOf(url)).toBe(url);
  });

  it('makes a valid, stable URI of any URL the WHATWG parser accepts', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        (base, tail) => {
          const url = `${base}${tail}`;
          fc.pre(URL.canParse(url) && !/[\s\p{Cc}]/u.test(tail));
          const uri = uriOf(url);
          expect(isUri(uri), uri).toBe(true);
          expect(uriOf(uri)).toBe(uri);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('makes a valid URI reference of a site path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (tail) => {
        fc.pre(!/[\s\p{Cc}]/u.test(tail));
        expect(isUriReference(uriOf(`/${tail}`))).toBe(true);
      }),
    );
  });
});
