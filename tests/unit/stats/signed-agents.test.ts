import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jwkToKeyID, signatureHeaders } from 'web-bot-auth';
import { signerFromJWK } from 'web-bot-auth/crypto';
import { pathReadingFor } from '../../../src/lib/stats/path-reading.ts';
import { readerOf } from '../../../src/lib/stats/readers.ts';
import { SignedAgents } from '../../../src/lib/stats/signed-agents.ts';

// A local signer (its Ed25519 key, and another that is not in its directory) and its key
// directory on loopback, standing for ChatGPT agent's (Signature-Agent: "https://chatgpt.com").
const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const AGENT = '"https://chatgpt.com"';

const keyPair = async () => {
  const { privateKey, publicKey } = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return { private: await crypto.subtle.exportKey('jwk', privateKey), public: await crypto.subtle.exportKey('jwk', publicKey) };
};
const thumbprint = (jwk: JsonWebKey) =>
  jwkToKeyID(
    jwk,
    (bytes) => crypto.subtle.digest('SHA-256', bytes),
    (buffer) => Buffer.from(buffer).toString('base64url'),
  );

let signing: Awaited<ReturnType<typeof keyPair>>;
let stranger: Awaited<ReturnType<typeof keyPair>>;
let directory: Server;
let directoryUrl: string;
let fetches = 0;

beforeAll(async () => {
  [signing, stranger] = await Promise.all([keyPair(), keyPair()]);
  const published = { keys: [{ ...signing.public, kid: await thumbprint(signing.public), use: 'sig' }], purpose: 'ai' };
  directory = createServer((request, response) => {
    fetches++;
    if (request.url !== '/.well-known/http-message-signatures-directory') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/http-message-signatures-directory+json', 'cache-control': 'max-age=300' });
    response.end(JSON.stringify(published));
  });
  await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
  directoryUrl = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => directory.close(resolve)));
beforeEach(() => {
  fetches = 0;
});

/** A request to the site as the signer sends it: its headers signed with `key` (the directory's by default). */
async function signed(
  { key = signing.private, keyid, created = new Date(), lifetimeMs = 60_000, userAgent = CHROME, agent = AGENT } = {} as {
    key?: JsonWebKey;
    keyid?: string;
    created?: Date;
    lifetimeMs?: number;
    userAgent?: string;
    agent?: string;
  },
): Promise<Request> {
  const headers = { 'user-agent': userAgent, 'signature-agent': agent };
  const unsigned = new Request('https://site.example/projects', { headers });
  const signer = await signerFromJWK(key);
  const { Signature, 'Signature-Input': input } = await signatureHeaders(
    unsigned,
    keyid ? { alg: signer.alg, keyid, sign: (data: string) => signer.sign(data) } : signer,
    { created, expires: new Date(created.getTime() + lifetimeMs) },
  );
  return new Request(unsigned.url, { headers: { ...headers, signature: Signature, 'signature-input': input } });
}

const agents = (options: ConstructorParameters<typeof SignedAgents>[0] = {}) =>
  new SignedAgents({ directoryBase: directoryUrl, ...options });

describe('Web Bot Auth: a signed agent, verified by its key directory', () => {
  it('a valid signature: counted by its signer, verified, as an AI assistant though its User-Agent is a browser’s', async () => {
    expect(await readerOf(await signed(), agents())).toEqual({ kind: 'ai-assistant', client: 'OpenAI (verified)' });
  });

  it('an expired signature is not verified: the request counts as its User-Agent says', async () => {
    const old = await signed({ created: new Date(Date.now() - 600_000), lifetimeMs: 300_000 });
    expect(await readerOf(old, agents())).toEqual({ kind: 'people', client: '' });
  });

  it('a key the directory does not list, or one that is not the key its keyid names, is not verified', async () => {
    expect(await agents().verified(await signed({ key: stranger.private }))).toBe(false);
    const forged = await signed({ key: stranger.private, keyid: await thumbprint(signing.public) });
    expect(await agents().verified(forged)).toBe(false);
    expect(await agents().verified(await signed())).toBe(true);
  });

  it('a replayed nonce is not verified: the second use of the same signed headers', async () => {
    const verifier = agents();
    const request = await signed();
    expect(await verifier.verified(request.clone())).toBe(true);
    expect(await verifier.verified(request.clone())).toBe(false);
  });

  it('an unreachable directory verifies nothing, and answers at once', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const started = performance.now();
    expect(await readerOf(await signed(), agents({ directoryBase: `http://127.0.0.1:${port}` }))).toEqual({ kind: 'people', client: '' });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('keeps a directory for the lifetime it gives (max-age), then reads it again', async () => {
    let now = Date.now();
    const verifier = agents({ now: () => now });
    for (let i = 0; i < 3; i++) expect(await verifier.verified(await signed())).toBe(true);
    expect(fetches).toBe(1);
    now += 301_000;
    expect(await verifier.verified(await signed())).toBe(true);
    expect(fetches).toBe(2);
  });

  it('a User-Agent of an operator that signs, without a valid signature, is claimed; a signer it does not know is not asked', async () => {
    const chatgptUser = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
    const unsigned = new Request('https://site.example/', { headers: { 'user-agent': chatgptUser } });
    expect(await readerOf(unsigned, agents())).toEqual({ kind: 'ai-assistant', client: 'OpenAI (claimed)' });
    expect(await readerOf(await signed({ agent: '"https://signer.example"' }), agents())).toEqual({ kind: 'people', client: '' });
    expect(fetches).toBe(0);
  });

  it('is how the edge counts a page: the reading names the signer, the directory read where SIGNED_AGENTS_DIRECTORY_URL says', async () => {
    const env = { get: (name: string) => (name === 'SIGNED_AGENTS_DIRECTORY_URL' ? directoryUrl : undefined) };
    const reading = pathReadingFor(new Set(['/projects']), env);
    expect(await reading(await signed(), new Response('ok'))).toEqual({
      kind: 'ai-assistant',
      target: '/projects',
      client: 'OpenAI (verified)',
    });
    expect(await reading(new Request('https://site.example/projects', { headers: { 'user-agent': CHROME } }), new Response('ok'))).toEqual({
      kind: 'people',
      target: '/projects',
    });
  });
});
