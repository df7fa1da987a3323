// Agents that sign their requests (Web Bot Auth: RFC 9421 HTTP Message Signatures, a
// `Signature-Agent` naming the signer, its keys in the signer's directory), verified with
// web-bot-auth. Only the signers of SIGNERS are verified: a closed set, so that no request makes
// this site fetch an address of the sender's choosing, and the counts name only these. Runs in
// the counting, after the response: the first verification of an instance waits for the key
// directory, no request does.
import { verify } from 'web-bot-auth';
import { verifierFromJWK } from 'web-bot-auth/crypto';
import type { ReaderKind } from './reader-kinds.ts';

/** An operator whose agent signs its requests. */
export interface Signer {
  /** The `Signature-Agent` it sends: the origin of its key directory. */
  agent: string;
  operator: string;
  /** What a request it signs is, when its User-Agent says no more (a browser's, as ChatGPT agent's). */
  kind: ReaderKind;
  source: string;
}

export const SIGNERS: readonly Signer[] = [
  {
    // "Each request includes a Signature and Signature-Input set of headers and a companion Signature-Agent header set to "https://chatgpt.com"."
    agent: 'https://chatgpt.com',
    operator: 'OpenAI',
    kind: 'ai-assistant',
    source: 'https://help.openai.com/en/articles/11845367-chatgpt-agent-allowlisting',
  },
];

/** The draft's well-known path of a signer's key directory. */
const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
/** How long a directory is kept when it says nothing (Cache-Control: max-age), and the bounds of what it may say. */
const DEFAULT_LIFETIME_MS = 3_600_000;
const LIFETIME_BOUNDS_MS = [60_000, 86_400_000] as const;
/** A directory that could not be read is asked again after this long, not on every request. */
const RETRY_AFTER_FAILURE_MS = 60_000;
const DIRECTORY_TIMEOUT_MS = 3_000;
/** Nonces kept to refuse a replay, each until its signature expires; the oldest dropped past this. */
const NONCES_KEPT = 10_000;

interface Directory {
  keys: JsonWebKey[];
  until: number;
}

export interface SignedAgentsOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Where every signer's directory is read instead of its own origin (SIGNED_AGENTS_DIRECTORY_URL):
   * the tests' loopback fake.
   */
  directoryBase?: string;
}

/** `"https://chatgpt.com"` (an sf-string, or the dictionary form `sig1="…"`) -> https://chatgpt.com. */
const agentOf = (header: string | null) => /"([^"]+)"/.exec(header ?? '')?.[1];

const lifetimeOf = (cacheControl: string | null, now: number) => {
  const seconds = Number(/\bmax-age=(\d+)/.exec(cacheControl ?? '')?.[1]);
  const [least, most] = LIFETIME_BOUNDS_MS;
  return now + (Number.isFinite(seconds) ? Math.min(Math.max(seconds * 1000, least), most) : DEFAULT_LIFETIME_MS);
};

/** The signers' key directories and the nonces seen, for one instance. */
export class SignedAgents {
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #base?: string;
  readonly #directories = new Map<string, Promise<Directory>>();
  readonly #nonces = new Map<string, number>();

  constructor({ fetch: fetcher = globalThis.fetch, now = Date.now, directoryBase }: SignedAgentsOptions = {}) {
    this.#fetch = fetcher;
    this.#now = now;
    this.#base = directoryBase;
  }

  /** The signer a request names, when it is one of SIGNERS. */
  signerNamed(request: Request): Signer | undefined {
    const agent = agentOf(request.headers.get('signature-agent'));
    return SIGNERS.find((signer) => signer.agent === agent);
  }

  /** Whether `request` carries a valid, unexpired, first-seen signature of the signer it names, by a key of that signer's directory. */
  async verified(request: Request): Promise<boolean> {
    const signer = this.signerNamed(request);
    if (!signer || !request.headers.get('signature')) return false;
    try {
      const { keys } = await this.#directory(signer);
      await verify(request, async (data, signature, params) => {
        const key = keys.find((candidate) => (candidate as { kid?: string }).kid === params.keyid);
        if (!key) throw new Error('no key of the signer has this keyid');
        await (await verifierFromJWK(key))(data, signature, params);
        // Only a valid signature spends its nonce; a second use of it is a replay.
        if (params.nonce) this.#spend(params.nonce, params.expires.getTime());
      });
      return true;
    } catch {
      return false;
    }
  }

  #spend(nonce: string, until: number): void {
    const now = this.#now();
    const seen = this.#nonces.get(nonce);
    if (seen !== undefined && seen > now) throw new Error('nonce already seen');
    if (this.#nonces.size >= NONCES_KEPT) this.#nonces.delete(this.#nonces.keys().next().value as string);
    this.#nonces.set(nonce, until);
  }

  /** The signer's directory, from the cache while it is fresh, else fetched (one fetch at a time). */
  #directory(signer: Signer): Promise<Directory> {
    const cached = this.#directories.get(signer.agent);
    if (cached) {
      const fresh = cached.then((directory) => (directory.until > this.#now() ? directory : undefined));
      return fresh.then((directory) => directory ?? this.#fetchDirectory(signer));
    }
    return this.#fetchDirectory(signer);
  }

  #fetchDirectory(signer: Signer): Promise<Directory> {
    const url = new URL(DIRECTORY_PATH, this.#base ?? signer.agent);
    const fetched = (async (): Promise<Directory> => {
      try {
        const response = await this.#fetch(url, { signal: AbortSignal.timeout(DIRECTORY_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const { keys } = (await response.json()) as { keys?: unknown };
        if (!Array.isArray(keys)) throw new Error(`${url} lists no keys`);
        return { keys: keys as JsonWebKey[], until: lifetimeOf(response.headers.get('cache-control'), this.#now()) };
      } catch {
        return { keys: [], until: this.#now() + RETRY_AFTER_FAILURE_MS };
      }
    })();
    this.#directories.set(signer.agent, fetched);
    return fetched;
  }
}
