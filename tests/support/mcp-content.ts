import { owner } from '../../src/data/owner.ts';
import { defaultEdition, pages } from './owner-editions.ts';
import { UpstreamError } from '../../src/lib/http/upstream.ts';
import type { SiteMcpOptions } from '../../src/capabilities/mcp.ts';

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

/** An upstream service that cannot be reached, as the site's clients report it. */
export const unreachable = (what: string) => async (): Promise<never> => {
  throw new UpstreamError('unreachable', `${what} could not be reached.`, { retryAfterSeconds: 30 });
};

/**
 * Everything the MCP handler needs, with fakes that never leave the process: files from
 * SITE_FILES, and GitHub unreachable unless a test passes its own. What another capability's
 * tools need (its services, as `CapabilityData` declares them) a test of that capability passes.
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
