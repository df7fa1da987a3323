// Glue between node:http and the Fetch API, shared by the local servers (scripts/serve.ts and
// the tests' in-process stack): what Netlify's platform does around a handler, not routing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

const BODYLESS = new Set(['GET', 'HEAD']);
/** Statuses a Response may not be built with a body for. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export class BodyTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request body did not arrive within ${timeoutMs / 1000} s.`);
    this.name = 'BodyTimeoutError';
  }
}

/**
 * A Fetch Request from a Node request, its body read in full first: a client that stalls
 * mid-body fails here after `bodyTimeoutMs` instead of holding a handler (or a queue) open.
 */
export async function toFetchRequest(req: IncomingMessage, origin: string, bodyTimeoutMs: number): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = new URL(req.url ?? '/', origin);
  if (BODYLESS.has(method)) return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: new Uint8Array(await readBody(req, bodyTimeoutMs)) });
}

function readBody(req: IncomingMessage, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      req.pause();
      reject(new BodyTimeoutError(timeoutMs));
    }, timeoutMs);
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Writes a Fetch Response to a Node response (no body for HEAD). */
export async function sendResponse(res: ServerResponse, response: Response, method: string | undefined): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), res).catch((error: NodeJS.ErrnoException) => {
    // The client went away before the body ended (a closed tab, an aborted fetch): nobody is left to answer.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}

/**
 * The same response, with a body that may be cancelled at any moment. Node's fetch makes a body
 * given as a Node stream (what @netlify/dev answers with) into a web stream that throws an
 * uncatchable error when it is cancelled while a read is in flight and the stream then ends
 * (nodejs/undici#5715): it ended the local emulation when a client left in the middle of an
 * answer. Here a cancel waits for the read in flight, then passes on; the reader is not kept waiting.
 */
export function withCancelSafeBody(response: Response): Response {
  if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
  const source = response.body.getReader();
  let inFlight: Promise<unknown> = Promise.resolve();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = source.read();
      inFlight = read.catch(() => {});
      const { done, value } = await read;
      if (cancelled) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      cancelled = true;
      void inFlight.then(() => source.cancel(reason)).catch(() => {});
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Netlify's CDN answers a path nothing matched with the site's 404.html. */
export async function notFoundResponse(distDir: URL, headers?: Headers): Promise<Response> {
  const page = await readFile(new URL('404.html', distDir)).catch(() => null);
  const merged = new Headers(headers);
  merged.set('content-type', 'text/html; charset=utf-8');
  merged.delete('content-length');
  return new Response(page ?? 'Not found', { status: 404, headers: merged });
}

export function jsonErrorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
