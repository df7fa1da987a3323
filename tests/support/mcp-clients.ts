import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { owner } from '../../src/data/owner.ts';
import { TOOL_ARGUMENTS, toolsServedTo } from './capability-tools.ts';

export { TOOL_ARGUMENTS };

/** The tools the site's server lists: those of the owner's capabilities that are on, then search and fetch. */
export const SERVED_TOOLS = toolsServedTo(owner);

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** The v2 SDK's Client, pinned to protocol 2026-07-28: no initialize, the `_meta` envelope on every request. */
export async function connectModern(url: string, fetch?: Fetch) {
  const client = new ModernClient(
    { name: 'modern-test-client', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(new ModernTransport(new URL(url), fetch ? { fetch } : {}));
  return client;
}

/** `@modelcontextprotocol/sdk` 1.x's Client: a 2025-era client that initializes first. */
export async function connectLegacy(url: string, fetch?: Fetch) {
  const client = new LegacyClient({ name: 'legacy-test-client', version: '1.0.0' });
  await client.connect(new LegacyTransport(new URL(url), fetch ? { fetch } : {}));
  return client;
}

export type McpTestClient = Awaited<ReturnType<typeof connectModern>> | Awaited<ReturnType<typeof connectLegacy>>;
