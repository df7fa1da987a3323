import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { owner } from '../../src/data/owner.ts';
import { hasResume } from '../../src/capabilities/resume/has-resume.ts';
import { optimizer } from '../../src/capabilities/optimizer/index.ts';
import { writing } from '../../src/capabilities/writing/index.ts';

/** Valid arguments for every tool of the built owner; the stack's upstreams are the loopback fakes of GitHub and data912. */
export const TOOL_ARGUMENTS: Record<string, Record<string, unknown>> = {
  get_profile: {},
  list_projects: {},
  get_contact: {},
  list_developer_resources: {},
  get_code_activity: {},
  optimize_portfolio: { tickers: ['GGAL', 'YPFD', 'AL30'], lookbackDays: 365 },
  search: { query: 'projects' },
  fetch: { id: '/projects.md' },
  ...(hasResume(owner) ? { get_resume: {} } : {}),
  list_posts: {},
};

/** The tools the site's server lists: every tool but those of the owner's capabilities that are off. */
export const SERVED_TOOLS = Object.keys(TOOL_ARGUMENTS).filter(
  (name) => (name !== 'optimize_portfolio' || optimizer.isOn(owner)) && (name !== 'list_posts' || writing.isOn(owner)),
);

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
