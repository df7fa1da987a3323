import type { ReadingOf } from '../stats/count-requests.ts';

const CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
const PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
/** Longest client name kept: the name is the client's own words. */
const NAME_LIMIT = 60;

type Message = { method?: unknown; params?: Record<string, unknown> & { _meta?: Record<string, unknown> } };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
// Control characters out, spaces collapsed, cut to the limit: a name is shown to the owner as text.
const cleaned = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_LIMIT);

/** What an MCP message asks for: its method, and the tool or prompt it names or the resource it reads. */
function targetOf(method: string, params: Message['params']): string {
  const named =
    method === 'tools/call' || method === 'prompts/get' ? text(params?.name) : method === 'resources/read' ? text(params?.uri) : undefined;
  return named ? `${method} ${cleaned(named)}` : method;
}

/**
 * An MCP request's reading: the client's self-declared name (2026-07-28 sends it with every
 * request; 2025-11-25 only with initialize, so its other requests are "unnamed") and protocol
 * generation, and what it called. Notifications and anything that is not one JSON-RPC request
 * are not counted here.
 */
export const mcpReading: ReadingOf = async (request) => {
  if (request.method !== 'POST') return undefined;
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
  const generation = modern ?? text(message.params?.protocolVersion) ?? request.headers.get('mcp-protocol-version') ?? 'unknown';
  const name = text(info?.name) ? cleaned(info?.name as string) : '';
  return { kind: 'mcp-client', target: targetOf(method, message.params), client: `${name || 'unnamed'} (${cleaned(generation)})` };
};
mcpReading.readsBody = true;
