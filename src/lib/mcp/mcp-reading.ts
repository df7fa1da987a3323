import type { ReadingOf } from '../stats/count-requests.ts';
import { cleanText, NAME_LIMIT } from '../stats/limits.ts';

const CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
const PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
/** The requests of both protocol generations this server answers: any other method is counted as "(other)". */
const METHODS = new Set([
  'initialize',
  'ping',
  'server/discover',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'completion/complete',
  'logging/setLevel',
]);
/** A protocol version as the specification writes them ("2025-11-25"); anything else is "unknown". */
const VERSION = /^\d{4}-\d{2}-\d{2}$/;

type Message = { method?: unknown; params?: Record<string, unknown> & { _meta?: Record<string, unknown> } };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A User-Agent's first product token (RFC 9110, section 10.1.5), its version and comments left out. */
const PRODUCT = /^\s*([!#$%&'*+\-.^_`|~0-9A-Za-z]+)/;
/** "claude-code/1.0.43 (external, cli)" -> "claude-code": what the client is, not who runs it; never the whole header. */
const productOf = (userAgent: string | null): string => PRODUCT.exec(userAgent ?? '')?.[1] ?? '';

/** Whether the server has what a message names: a tool, a prompt, a resource it would serve. */
export type KnownName = (method: string, name: string) => boolean;

/** What an MCP message asks for: its method, and the tool or prompt it names or the resource it reads, when the server has it. */
function targetOf(method: string, params: Message['params'], knows: KnownName): string {
  if (!METHODS.has(method)) return '(other)';
  const named =
    method === 'tools/call' || method === 'prompts/get' ? text(params?.name) : method === 'resources/read' ? text(params?.uri) : undefined;
  if (named === undefined) return method;
  return knows(method, named) ? `${method} ${named}` : `${method} (unknown)`;
}

/**
 * How MCP messages are counted: by the client's self-declared name (2026-07-28 sends it with
 * every request, where it may leave it out; 2025-11-25 only with initialize), else the product
 * its User-Agent names first, else "unnamed", and
 * protocol generation, and what it called. Only names the server has are kept, so no client can
 * fill the counts with made-up ones; a request the endpoint refused (a body too big, a batch, a
 * foreign origin) is "(refused)", its body not read. Notifications are not counted.
 */
export function mcpReadingFor(knows: KnownName): ReadingOf {
  const reading: ReadingOf = async (request, response) => {
    if (request.method === 'GET') return { kind: 'mcp-client', target: 'GET /.well-known/mcp', client: '(discovery)' };
    if (request.method !== 'POST') return undefined;
    if (response.status >= 400) return { kind: 'mcp-client', target: '(refused)', client: '(unknown)' };
    let message: Message;
    try {
      message = (await request.json()) as Message;
    } catch {
      return undefined;
    }
    const method = text(message?.method);
    if (!method || method.startsWith('notifications/')) return undefined;
    const meta = message.params?._meta;
    const modern = text(meta?.[PROTOCOL_VERSION]);
    const info = (modern ? meta?.[CLIENT_INFO] : message.params?.clientInfo) as { name?: unknown } | undefined;
    const version = modern ?? text(message.params?.protocolVersion) ?? request.headers.get('mcp-protocol-version') ?? '';
    const name = cleanText(text(info?.name) || productOf(request.headers.get('user-agent')), NAME_LIMIT);
    return {
      kind: 'mcp-client',
      target: targetOf(method, message.params, knows),
      client: `${name || 'unnamed'} (${VERSION.test(version) ? version : 'unknown'})`,
    };
  };
  reading.readsBody = true;
  return reading;
}
