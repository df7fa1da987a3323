import { describe, expect, it } from 'vitest';
import { fetchUpstream, parseUpstreamJson, retryAfterSeconds, UpstreamError } from '../../src/lib/http/upstream.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const EPOCH_NOW = NOW.getTime() / 1000;
const wait = (headers: Record<string, string>, resetHeader?: string, now = NOW) =>
  retryAfterSeconds(new Headers(headers), now, resetHeader);

describe('retryAfterSeconds', () => {
  it('reads Retry-After in seconds, at least 1', () => {
    expect(wait({ 'retry-after': '120' })).toBe(120);
    expect(wait({ 'retry-after': ' 7 ' })).toBe(7);
    expect(wait({ 'retry-after': '0' })).toBe(1);
  });

  it('reads Retry-After as an HTTP date, rounding up, at least 1', () => {
    expect(wait({ 'retry-after': 'Sun, 01 Mar 2026 12:00:30 GMT' })).toBe(30);
    expect(wait({ 'retry-after': 'Sun, 01 Mar 2026 12:00:30 GMT' }, undefined, new Date('2026-03-01T12:00:00.400Z'))).toBe(30);
    expect(wait({ 'retry-after': 'Sun, 01 Mar 2026 12:02:00 GMT' })).toBe(120);
    expect(wait({ 'retry-after': 'Sun, 01 Mar 2026 11:00:00 GMT' })).toBe(1);
  });

  it('falls back to the epoch-seconds reset header, at least 1', () => {
    expect(wait({ 'x-ratelimit-reset': String(EPOCH_NOW + 90) }, 'x-ratelimit-reset')).toBe(90);
    expect(wait({ 'x-ratelimit-reset': String(EPOCH_NOW - 90) }, 'x-ratelimit-reset')).toBe(1);
  });

  it('prefers Retry-After to the reset header', () => {
    expect(wait({ 'retry-after': '5', 'x-ratelimit-reset': String(EPOCH_NOW + 90) }, 'x-ratelimit-reset')).toBe(5);
  });

  it('skips a Retry-After that is neither seconds nor a date, and uses the reset header instead', () => {
    expect(wait({ 'retry-after': 'soon', 'x-ratelimit-reset': String(EPOCH_NOW + 42) }, 'x-ratelimit-reset')).toBe(42);
  });

  it('gives undefined when nothing usable is there', () => {
    expect(wait({})).toBeUndefined();
    expect(wait({ 'retry-after': 'soon' })).toBeUndefined();
    expect(wait({ 'retry-after': '' })).toBeUndefined();
    expect(wait({ 'x-ratelimit-reset': 'tomorrow' }, 'x-ratelimit-reset')).toBeUndefined();
    expect(wait({ 'x-ratelimit-reset': '-5' }, 'x-ratelimit-reset')).toBeUndefined();
    // A reset header is only read when its name is given.
    expect(wait({ 'x-ratelimit-reset': String(EPOCH_NOW + 90) })).toBeUndefined();
  });
});

describe('fetchUpstream', () => {
  it('passes the URL, the init and a timeout signal, and reads the whole answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"ok":true}', { status: 200, headers: { etag: '"v1"' } });
    }) as typeof fetch;
    const response = await fetchUpstream(fetcher, 'https://up.test/x', { headers: { accept: 'application/json' } }, 1000, 'Up');
    expect(response).toMatchObject({ status: 200, ok: true, text: '{"ok":true}' });
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://up.test/x');
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json' });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]!.init.signal!.aborted).toBe(false);
  });

  it('returns an error status as it is, body included', async () => {
    const fetcher = (async () => new Response('busy', { status: 503 })) as typeof fetch;
    expect(await fetchUpstream(fetcher, 'https://up.test/x', {}, 1000, 'Up')).toMatchObject({ status: 503, ok: false, text: 'busy' });
  });

  it('maps a network failure onto unreachable, keeping the cause', async () => {
    const cause = new TypeError('fetch failed');
    const fetcher = (async () => {
      throw cause;
    }) as typeof fetch;
    const error = await fetchUpstream(fetcher, 'https://up.test/x', {}, 1000, 'The provider').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ failure: 'unreachable', message: 'The provider could not be reached.', cause });
  });

  it('maps no answer within the timeout onto timeout', async () => {
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const error = await fetchUpstream(fetcher, 'https://up.test/x', {}, 20, 'The provider').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UpstreamError', failure: 'timeout', message: 'The provider did not answer within 0.02 s.' });
  });

  it('counts a body that stalls after the headers as a timeout too', async () => {
    const fetcher = (async (_url: string, init: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"partial":'));
            init.signal!.addEventListener('abort', () => controller.error(init.signal!.reason));
          },
        }),
      )) as typeof fetch;
    const error = await fetchUpstream(fetcher, 'https://up.test/x', {}, 20, 'Up').catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'timeout' });
  });

  it("cancels the request on the caller's abort, which comes out as the caller's reason, not as a failure of the upstream", async () => {
    const seen: AbortSignal[] = [];
    const fetcher = ((_url: string, init: RequestInit) => {
      seen.push(init.signal!);
      return new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    }) as typeof fetch;
    const caller = new AbortController();
    const pending = fetchUpstream(fetcher, 'https://up.test/x', { signal: caller.signal }, 60_000, 'Up').catch((e: unknown) => e);
    const reason = new Error('a sibling request failed');
    caller.abort(reason);
    expect(await pending).toBe(reason);
    expect(seen[0]!.aborted).toBe(true);
  });

  it('asks nothing once the caller has cancelled', async () => {
    let calls = 0;
    const fetcher = (async () => {
      calls++;
      return new Response('{}');
    }) as typeof fetch;
    const reason = new Error('cancelled before');
    const error = await fetchUpstream(fetcher, 'https://up.test/x', { signal: AbortSignal.abort(reason) }, 1000, 'Up').catch(
      (e: unknown) => e,
    );
    expect(error).toBe(reason);
    expect(calls).toBe(0);
  });
});

describe('parseUpstreamJson and UpstreamError', () => {
  it('parses JSON text', () => {
    expect(parseUpstreamJson('[{"a":1}]', 'Up')).toEqual([{ a: 1 }]);
  });

  it('turns malformed JSON into a malformed UpstreamError naming the upstream', () => {
    const error = (() => {
      try {
        parseUpstreamJson('<html>', 'GitHub');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ failure: 'malformed', message: 'GitHub sent malformed JSON.' });
    expect((error as UpstreamError).cause).toBeInstanceOf(SyntaxError);
  });

  it('carries failure, status and wait', () => {
    const error = new UpstreamError('rate_limited', 'slow down', { status: 429, retryAfterSeconds: 30 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'UpstreamError',
      failure: 'rate_limited',
      status: 429,
      retryAfterSeconds: 30,
      message: 'slow down',
    });
    expect(new UpstreamError('timeout', 'late')).toMatchObject({ status: undefined, retryAfterSeconds: undefined });
  });
});
