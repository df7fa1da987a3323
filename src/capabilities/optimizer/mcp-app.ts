import {
  EXTENSION_ID,
  type McpUiAppResourceConfig,
  type McpUiAppToolConfig,
  RESOURCE_MIME_TYPE,
  registerAppResource,
  registerAppTool,
} from '@modelcontextprotocol/ext-apps/server';
import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps';
import { ProtocolError, ProtocolErrorCode, type Resource } from '@modelcontextprotocol/server';
import type { OptimizerWords } from './words/en.ts';
import { type SiteFileReader, SiteFileMissingError } from '../../lib/mcp/documents.ts';
import type { AppResource } from '../../lib/mcp/resources.ts';

/** The MCP App (extension io.modelcontextprotocol/ui, 2026-01-26) that draws optimize_portfolio's result. */
export const OPTIMIZER_APP_URI = 'ui://optimize_portfolio/app.html';
/** Where the build writes the app's one HTML document (src/capabilities/optimizer/app-integration.ts), beside the Markdown twins. */
export const OPTIMIZER_APP_FILE = '/mcp-apps/optimize-portfolio.html';

/**
 * The app draws from the tool result the host hands it and loads nothing: empty domain lists
 * are the spec's "no network, no outside resources" (connect-src and the rest to none).
 */
const OPTIMIZER_APP_UI: McpUiResourceMeta = {
  csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] },
  prefersBorder: true,
};

/** What the server's capabilities say about the extension: it serves apps of this MIME type. */
export const OPTIMIZER_APP_EXTENSION = { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } };

/**
 * The package's server helpers register on an McpServer; this server is the low-level one, so
 * they register on a recorder instead and what they would have registered is kept: the tool's
 * `_meta` (both `ui.resourceUri` and the older `ui/resourceUri` key, for hosts of either age)
 * and the resource's listing (MIME type `text/html;profile=mcp-app`).
 */
function recorded<T>(register: (recorder: never) => unknown): T {
  let config: unknown;
  const recorder = {
    registerTool: (_name: string, toolConfig: unknown) => {
      config = toolConfig;
    },
    registerResource: (_name: string, _uri: string, resourceConfig: unknown) => {
      config = resourceConfig;
    },
  };
  register(recorder as never);
  return config as T;
}

/** optimize_portfolio's `_meta`: the same in every tools/list, whatever the client, so the list stays cacheable. */
export function optimizerAppToolMeta(): Record<string, unknown> {
  const config = recorded<McpUiAppToolConfig>((server) =>
    registerAppTool(server, 'optimize_portfolio', { _meta: { ui: { resourceUri: OPTIMIZER_APP_URI } } }, () => ({ content: [] })),
  );
  return config._meta;
}

/** The ui:// resource: listed with its CSP, read from the built HTML file. */
export function optimizerAppResource(read: SiteFileReader, words: OptimizerWords['mcpApp']): AppResource {
  const config = recorded<McpUiAppResourceConfig>((server) =>
    registerAppResource(
      server,
      'optimize-portfolio-app',
      OPTIMIZER_APP_URI,
      { title: words.resourceTitle, description: words.resourceDescription, _meta: { ui: OPTIMIZER_APP_UI } },
      () => ({ contents: [] }),
    ),
  );
  const resource = { uri: OPTIMIZER_APP_URI, name: 'optimize-portfolio-app', ...config } as Resource;
  return {
    resource,
    async read() {
      const text = await read(OPTIMIZER_APP_FILE);
      if (text === null) {
        console.error(`mcp: ${new SiteFileMissingError(OPTIMIZER_APP_FILE).message}`);
        throw new ProtocolError(ProtocolErrorCode.InternalError, 'Internal error: the optimizer app could not be read.');
      }
      return { contents: [{ uri: OPTIMIZER_APP_URI, mimeType: RESOURCE_MIME_TYPE, text, _meta: { ui: OPTIMIZER_APP_UI } }] };
    },
  };
}
