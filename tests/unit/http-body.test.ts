import { describe, expect, it } from 'vitest';
import { readJsonBody, wordBodyFailure } from '../../src/lib/http/body.ts';
import { sharedWordsFor, supportedLanguages } from '../../src/lib/i18n/index.ts';

const post = (body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('https://site.test/api', { method: 'POST', body, headers });

/** A body streamed in chunks, with no Content-Length. */
const streamed = (...chunks: string[]) =>
  new Request('https://site.test/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

const kindOf = async (request: Request, max = 100) => {
  const result = await readJsonBody(request, max);
  return result.ok ? 'ok' : result.failure.kind;
};

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"tickers":["A","B"]}'), 100)).toEqual({ ok: true, value: { tickers: ['A', 'B'] } });
  });

  it('joins a body that arrives in several chunks', async () => {
    expect(await readJsonBody(streamed('{"a":', '[1,', '2]}'), 100)).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it.each([
    ['application/json; charset=utf-8', 'ok'],
    ['Application/JSON', 'ok'],
    ['application/problem+json', 'ok'],
    ['application/vnd.api+json', 'ok'],
    ['text/plain', 'unsupported_media_type'],
    ['application/jsonx', 'unsupported_media_type'],
    ['application/x-www-form-urlencoded', 'unsupported_media_type'],
  ])('Content-Type %s -> %s', async (type, kind) => {
    expect(await kindOf(post('{}', { 'content-type': type }))).toBe(kind);
  });

  it('refuses a body without a Content-Type', async () => {
    const request = new Request('https://site.test/api', { method: 'POST', body: new Uint8Array([0x7b, 0x7d]) });
    expect(request.headers.get('content-type')).toBeNull();
    expect(await readJsonBody(request, 100)).toEqual({
      ok: false,
      failure: { kind: 'unsupported_media_type' },
    });
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = post('{}', { 'content-type': 'application/json', 'content-length': '101' });
    expect(await readJsonBody(request, 100)).toEqual({
      ok: false,
      failure: { kind: 'too_large', maxBytes: 100 },
    });
    expect(request.bodyUsed).toBe(false);
  });

  it('counts the bytes that actually arrive, whatever the length header says', async () => {
    expect(await kindOf(streamed('{"a":"', 'x'.repeat(60), 'y'.repeat(60), '"}'), 100)).toBe('too_large');
    expect(await kindOf(post(JSON.stringify({ a: 'é'.repeat(30) })), 64)).toBe('too_large');
    expect(await kindOf(post(JSON.stringify({ a: 'x'.repeat(92) })), 100)).toBe('ok'); // exactly 100 bytes
  });

  it('reports a missing or blank body as empty', async () => {
    expect(await kindOf(post(null))).toBe('empty');
    expect(await kindOf(post(''))).toBe('empty');
    expect(await kindOf(post(' \n\t '))).toBe('empty');
  });

  it('reports invalid UTF-8 as invalid_json, before trying to parse', async () => {
    const result = await readJsonBody(post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 100);
    expect(result).toEqual({ ok: false, failure: { kind: 'invalid_json', utf8: false } });
  });

  it('decodes each body on its own: a truncated sequence in one never spills into the next', async () => {
    // 0xe2 0x82 begin a three-byte character (€ is e2 82 ac) that this body never finishes.
    expect(await kindOf(post(new Uint8Array([0x22, 0xe2, 0x82])))).toBe('invalid_json');
    expect(await readJsonBody(post('"€ ok"'), 100)).toEqual({ ok: true, value: '€ ok' });
  });

  it('joins a multi-byte character split across chunks', async () => {
    const euro = new TextEncoder().encode('"€"');
    const request = new Request('https://site.test/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(euro.slice(0, 2));
          controller.enqueue(euro.slice(2));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonBody(request, 100)).toEqual({ ok: true, value: '€' });
  });

  it('reports malformed JSON as invalid_json', async () => {
    expect(await readJsonBody(post('{"a": '), 100)).toEqual({
      ok: false,
      failure: { kind: 'invalid_json', utf8: true },
    });
  });

  it('words each failure in a language, the limit among the words', () => {
    for (const language of supportedLanguages) {
      const words = sharedWordsFor(language).requestBody;
      const said = [
        wordBodyFailure({ kind: 'unsupported_media_type' }, words),
        wordBodyFailure({ kind: 'too_large', maxBytes: 16384 }, words),
        wordBodyFailure({ kind: 'empty' }, words),
        wordBodyFailure({ kind: 'invalid_json', utf8: false }, words),
        wordBodyFailure({ kind: 'invalid_json', utf8: true }, words),
      ];
      expect(new Set(said).size, language).toBe(said.length);
      expect(said[1], language).toContain('16384');
      for (const sentence of said) expect(sentence, language).not.toMatch(/\{\w+\}/);
    }
  });

  it('accepts any JSON value, not only objects', async () => {
    expect(await readJsonBody(post('[1, "two", null]'), 100)).toEqual({ ok: true, value: [1, 'two', null] });
    expect(await readJsonBody(post('null'), 100)).toEqual({ ok: true, value: null });
  });
});
