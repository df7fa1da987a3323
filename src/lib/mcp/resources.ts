import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { PageInfo } from '../markdown/page-info.ts';
import { absoluteUrl } from '../urls.ts';

/** Reads a page's Markdown twin ("/projects.md"); null when it is missing. */
export type TwinReader = (twinPath: string) => Promise<string | null>;

/** Each page's Markdown twin as an MCP resource, addressed by its absolute URL. */
export function registerTwinResources(server: McpServer, pages: PageInfo[], siteUrl: string, readTwin: TwinReader) {
  for (const page of pages) {
    const uri = absoluteUrl(page.twin, siteUrl);
    server.registerResource(
      `page-${page.nav.toLowerCase()}`,
      uri,
      { title: page.title, description: `${page.description} (Markdown)`, mimeType: 'text/markdown' },
      async () => {
        const text = await readTwin(page.twin);
        if (text === null) throw new Error(`The Markdown twin ${page.twin} is not available.`);
        return { contents: [{ uri, mimeType: 'text/markdown', text }] };
      },
    );
  }
}
