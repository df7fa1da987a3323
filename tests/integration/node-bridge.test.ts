import { request } from 'node:http';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendResponse, withCancelSafeBody } from '../../scripts/lib/node-bridge.ts';
import { listenOnLoopback } from '../support/loopback.ts';

/** A body that sends one chunk, then waits for longer than any test. */
const stalledBody = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('first chunk'));
    },
  });

describe('sendResponse', () => {
  it('settles quietly when the client goes away before the body ends', async () => {
    let sent: Promise<unknown> | undefined;
    const server = createServer((_req, res) => {
      sent = sendResponse(res, new Response(stalledBody()), 'GET').then(
        () => 'resolved',
        (error: unknown) => error,
      );
    });
    const { url, close } = await listenOnLoopback(server);
    try {
      await new Promise<void>((resolve, reject) => {
        const client = request(url, (response) => {
          response.once('data', () => {
            client.destroy();
            resolve();
          });
        });
        client.on('error', () => {});
        client.once('error', reject);
        client.end();
      });
      await expect.poll(() => sent).toBeDefined();
      expect(await sent).toBe('resolved');
    } finally {
      await close();
    }
  });

  it('still fails when the body itself fails', async () => {
    let sent: Promise<unknown> | undefined;
    const failing = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body broke');
      },
    });
    const server = createServer((_req, res) => {
      sent = sendResponse(res, new Response(failing), 'GET').then(
        () => 'resolved',
        (error: unknown) => (error as Error).message,
      );
    });
    const { url, close } = await listenOnLoopback(server);
    try {
      await fetch(url)
        .then((response) => response.text())
        .catch(() => undefined);
      await expect.poll(() => sent).toBeDefined();
      expect(await sent).toBe('the body broke');
    } finally {
      await close();
    }
  });
});

/**
 * A body as Node's fetch makes it from an async iterable (what @netlify/dev answers with), whose
 * next chunk comes only when the test says.
 */
function heldIterableBody() {
  const nexts: ((result: IteratorResult<Uint8Array>) => void)[] = [];
  let returned = 0;
  const iterable: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => ({
      next: () => new Promise((resolve) => nexts.push(resolve)),
      return: async () => {
        returned++;
        return { done: true, value: undefined };
      },
    }),
  };
  return {
    response: new Response(iterable as unknown as BodyInit, { status: 200, headers: { 'content-type': 'text/plain' } }),
    next: (result: IteratorResult<Uint8Array>) => nexts.shift()?.(result),
    returned: () => returned,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('withCancelSafeBody', () => {
  it('passes the status, headers and every chunk through', async () => {
    const held = heldIterableBody();
    const safe = withCancelSafeBody(held.response);
    expect(safe.status).toBe(200);
    expect(safe.headers.get('content-type')).toBe('text/plain');
    const text = safe.text();
    await settle();
    held.next({ done: false, value: new TextEncoder().encode('one ') });
    await settle();
    held.next({ done: false, value: new TextEncoder().encode('two') });
    await settle();
    held.next({ done: true, value: undefined });
    expect(await text).toBe('one two');
  });

  // nodejs/undici#5715: cancelling such a body while a read is in flight, then its end, threw an
  // uncatchable "ReadableStream is already closed" a microtask later, which ended the process.
  it('cancels at once for its reader, and cancels the source only once no read is in flight', async () => {
    const errors: unknown[] = [];
    const record = (error: unknown) => errors.push(error);
    process.on('uncaughtException', record);
    try {
      const held = heldIterableBody();
      const reader = withCancelSafeBody(held.response).body!.getReader();
      const pending = reader.read();
      await settle();
      await reader.cancel(new Error('the client left'));
      expect(await pending).toEqual({ done: true, value: undefined });
      expect(held.returned()).toBe(0);
      held.next({ done: true, value: undefined });
      await settle();
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('cancels the source after a read in flight brings a chunk', async () => {
    const held = heldIterableBody();
    const reader = withCancelSafeBody(held.response).body!.getReader();
    void reader.read();
    await settle();
    await reader.cancel();
    held.next({ done: false, value: new TextEncoder().encode('late') });
    await settle();
    expect(held.returned()).toBe(1);
  });

  it('leaves a response without a body as it is', () => {
    const empty = new Response(null, { status: 304 });
    expect(withCancelSafeBody(empty)).toBe(empty);
  });
});
