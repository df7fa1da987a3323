import { request } from 'node:http';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendResponse } from '../../scripts/lib/node-bridge.ts';
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
