import { owner } from '../../src/data/owner.ts';
import { defaultEdition, pages } from './owner-editions.ts';
import { type SiteMcpOptions, siteMcpHandler, toolSpecs } from '../../src/capabilities/mcp.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { createDocumentIndex, siteDocuments } from '../../src/lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../../src/lib/mcp/tool-table.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

export const SITE = 'https://site.test';

/** Built files the fake reader serves: every page's twin, and a small OpenAPI document. */
export const SITE_FILES: Record<string, string> = {
  ...Object.fromEntries(pages.map((page) => [page.twin, `# ${page.title}\n\n${page.description}\n`])),
  '/openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Portfolio APIs', version: '1.0.0' },
    paths: { '/api/widgets': {} },
  }),
};

/**
 * Everything the MCP handler needs, with fakes that never leave the process: files from
 * SITE_FILES, and the capabilities' content (the posts). What a capability's tools need of the
 * runtime (its services, as `CapabilityData` declares them) a test of that capability passes.
 */
export function mcpOptions(overrides: Partial<SiteMcpOptions> = {}): SiteMcpOptions {
  return {
    owner,
    ...defaultEdition.data,
    pages,
    siteUrl: SITE,
    readFile: async (path) => SITE_FILES[path] ?? null,
    allowedOrigins: [],
    ...overrides,
  };
}

/** The site's tool table, built as the server builds it from `mcpOptions(overrides)`: a call by name. */
export function toolCaller(overrides: Partial<SiteMcpOptions> = {}) {
  const options = mcpOptions(overrides);
  const documents = createDocumentIndex(siteDocuments(pages, SITE), options.readFile);
  const table = createToolTable(toolSpecs({ ...options, documents }), argumentWords(dictionaryFor(options.owner.site.language)));
  return (name: string, args: Record<string, unknown> = {}) => table.call(name, args);
}

/** A tool result's text content, its parts joined. */
export const resultText = (result: { content: unknown[] }) => (result.content as { text: string }[]).map((part) => part.text).join('');

/** One JSON-RPC exchange with the site's handler built for `owner`, as a 2025-06-18 client makes it: its result. */
export async function mcpResult(owner: OwnerContent, method: string, params: unknown = {}) {
  const response = await siteMcpHandler(mcpOptions({ owner }))(
    new Request(`${SITE}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }),
  );
  return (await response.json()).result;
}

/** What `initialize` answers a 2025-06-18 client for `owner`. */
export const initializeResult = (owner: OwnerContent) =>
  mcpResult(owner, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } });
