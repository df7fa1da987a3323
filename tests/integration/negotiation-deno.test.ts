import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../support/loopback.ts';
import { startLocalBlobs } from '../support/local-blobs.ts';
import { countingOn } from '../../src/data/built-counting.ts';

// The edge function under Deno 2.9.5 (npm `deno`), the edge runtime, in front of an origin
// that compresses like Netlify's CDN. Regression: the twin subrequest forwarded the client's
// Accept-Encoding; Deno's fetch decoded the body but kept Content-Encoding and Content-Length,
// so clients got plain bytes labelled gzip (curl error 18, a decoding error in browsers).

const TWIN = `# Projects\n\n${'Every project, with its repository and live demo. '.repeat(80)}\n`;
const HTML = '<!doctype html><title>Projects</title><main><h1>Projects</h1></main>';
const root = fileURLToPath(new URL('../..', import.meta.url));
let origin: { url: string; close(): Promise<void> };
/** When true, the origin compresses even when asked for identity, as a misbehaving cache might. */
let alwaysCompress = false;
const seenEncodings: string[] = [];
let deno: ChildProcess;
let edgeUrl: string;

function encode(body: string, acceptEncoding: string): { bytes: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding)) return { bytes: brotliCompressSync(body), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) || alwaysCompress) return { bytes: gzipSync(body), encoding: 'gzip' };
  return { bytes: Buffer.from(body) };
}

/** The edge-function driver under Deno, in front of the origin, with `env` added to its environment. */
async function startDriver(env: Record<string, string> = {}): Promise<{ deno: ChildProcess; url: string }> {
  const child = spawn(
    new URL('node_modules/.bin/deno', `file://${root}/`).pathname,
    ['run', '--allow-net', '--allow-env', '--allow-read', 'tests/support/deno/edge-driver.ts'],
    {
      cwd: root,
      env: { ...process.env, ORIGIN: origin.url, DENO_NO_UPDATE_CHECK: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`deno exited with ${code}:\n${output}`)));
  });
  return { deno: child, url };
}

beforeAll(async () => {
  origin = await listenOnLoopback(
    createServer((req, res) => {
      const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
      if (req.url === '/projects.md') seenEncodings.push(acceptEncoding);
      const isTwin = req.url === '/projects.md';
      const { bytes, encoding } = encode(isTwin ? TWIN : HTML, acceptEncoding);
      res.writeHead(200, {
        'content-type': isTwin ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
        'content-length': String(bytes.byteLength),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(bytes);
    }),
  );
  ({ deno, url: edgeUrl } = await startDriver());
}, 60_000);

afterAll(async () => {
  deno?.kill();
  await origin?.close();
});

describe('Markdown negotiation under Deno, behind a compressing origin', () => {
  it.each(['gzip', 'br', 'gzip, deflate, br', 'identity'])(
    'Accept-Encoding: %s -> bytes that decode to the twin',
    async (acceptEncoding) => {
      seenEncodings.length = 0;
      // Node's fetch decodes by Content-Encoding, as curl --compressed and browsers do: a lying header fails here.
      const response = await fetch(`${edgeUrl}/projects`, { headers: { accept: 'text/markdown', 'accept-encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe(TWIN);
      expect(seenEncodings).toEqual(['identity']);
    },
  );

  it('serves the HTML, never mislabelled bytes, when the origin compresses the twin although asked not to', async () => {
    alwaysCompress = true;
    try {
      const response = await fetch(`${edgeUrl}/projects`, { headers: { accept: 'text/markdown', 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(HTML);
    } finally {
      alwaysCompress = false;
    }
  });

  it('still serves the HTML to a client that prefers it', async () => {
    const response = await fetch(`${edgeUrl}/projects`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(HTML);
  });
});

describe('counting under Deno, as the edge runtime does it', () => {
  // While the build counts readers: the offline build does, as long as the site has its statistics.
  it.runIf(countingOn)(
    'counts the page it answers (the offline build counts readers), writing a shard to Blobs from Deno',
    async () => {
      const blobs = await startLocalBlobs();
      const driver = await startDriver({ NETLIFY_BLOBS_CONTEXT: blobs.context });
      try {
        const agent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
        const response = await fetch(`${driver.url}/projects`, { headers: { accept: 'text/html', 'user-agent': agent } });
        expect(await response.text()).toBe(HTML);
        const stored = blobs.entries('reader-counts');
        expect(stored.some((text) => text.includes('"search-crawler","/projects"'))).toBe(true);
        expect(stored.join('\n')).not.toContain('Googlebot');
      } finally {
        driver.deno.kill();
        await blobs.stop();
      }
    },
    30_000,
  );
});
