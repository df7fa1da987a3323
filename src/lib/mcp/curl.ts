/** The MCP protocol the curl examples speak: stateless, each request saying its version in `_meta`. */
const EXAMPLE_PROTOCOL = '2026-07-28';

/** JSON inside a shell's single quotes: JSON's \u0027 stands for each quote, which the shell would end the argument at. */
const shellQuoted = (json: string) => `'${json.replaceAll("'", '\\u0027')}'`;

/**
 * One MCP request as curl sends it to `endpoint`: the JSON-RPC body with the protocol's `_meta`
 * envelope, and the headers the protocol asks for (`Mcp-Name` for a tool call). What the
 * developers page and the agent skill show, byte for byte the same.
 */
export function mcpCurl(endpoint: string, id: number, method: string, params: Record<string, unknown> = {}): string {
  const body = {
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: { 'io.modelcontextprotocol/protocolVersion': EXAMPLE_PROTOCOL, 'io.modelcontextprotocol/clientCapabilities': {} },
    },
  };
  const name = typeof params.name === 'string' ? [`  -H 'Mcp-Name: ${params.name}' \\`] : [];
  return [
    `curl -s -X POST ${endpoint} \\`,
    "  -H 'Content-Type: application/json' \\",
    "  -H 'Accept: application/json, text/event-stream' \\",
    `  -H 'MCP-Protocol-Version: ${EXAMPLE_PROTOCOL}' \\`,
    `  -H 'Mcp-Method: ${method}' \\`,
    ...name,
    `  -d ${shellQuoted(JSON.stringify(body))}`,
  ].join('\n');
}
