/** The first revision whose requests carry the per-request `_meta` envelope (no initialize, no sessions). */
const FIRST_MODERN_REVISION = '2026-07-28';
const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Which generation of MCP a POST belongs to, decided without the SDK's schema parsing for the
 * two shapes nearly every request has; `undefined` leaves the decision to the SDK's
 * `isLegacyRequest`. It must never disagree with that predicate (a property test holds it to
 * it), so it answers only where the SDK's rules are plain:
 * - legacy: a well-formed JSON-RPC request (not a notification or response) with no `_meta`
 *   at all and no MCP-Protocol-Version header naming 2026-07-28 or later;
 * - modern: any message but `initialize` whose `params._meta` holds the protocol-version
 *   claim. Malformed claims, malformed messages and header mismatches are the modern
 *   handler's to refuse.
 */
export function knownEra(protocolVersionHeader: string | null, body: unknown): 'legacy' | 'modern' | undefined {
  if (!isPlainObject(body)) return undefined;
  const params = body.params;
  const meta = isPlainObject(params) ? params._meta : undefined;
  if (isPlainObject(meta) && PROTOCOL_VERSION_KEY in meta) return body.method === 'initialize' ? undefined : 'modern';

  const header = protocolVersionHeader?.replace(/^[\t ]+|[\t ]+$/g, '');
  const headerIsModern = header !== undefined && header >= FIRST_MODERN_REVISION;
  const wellFormedRequest =
    body.jsonrpc === '2.0' &&
    typeof body.method === 'string' &&
    (typeof body.id === 'string' || Number.isSafeInteger(body.id)) &&
    (params === undefined || (isPlainObject(params) && params._meta === undefined)) &&
    Object.keys(body).every((key) => REQUEST_KEYS.has(key));
  return wellFormedRequest && !headerIsModern ? 'legacy' : undefined;
}
