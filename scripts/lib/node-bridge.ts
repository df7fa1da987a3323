// Glue between node:http and the Fetch API, shared by the local servers (scripts/serve.ts and
// the tests' in-process stack): what Netlify's platform does around a handler, not routing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

const BODYLESS = new Set(['GET', 'HEAD']);

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
