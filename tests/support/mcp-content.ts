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
    paths: { '/api/codehost': {} },
  }),
};

const unreachable = (what: string) => async (): Promise<never> => {
  throw new UpstreamError('unreachable', `${what} could not be reached.`, { retryAfterSeconds: 30 });
};

/**
 * Everything the MCP handler needs, with fakes that never leave the process: files from
 * SITE_FILES, and GitHub and data912 unreachable unless a test passes its own.
 */
export function mcpOptions(overrides: Partial<SiteMcpOptions> = {}): SiteMcpOptions {
  return {
    owner,
    posts: defaultEdition.posts,
    pages,
    siteUrl: SITE,
    readFile: async (path) => SITE_FILES[path] ?? null,
    codehost: { activity: unreachable('GitHub') },
    market: { instruments: unreachable('data912'), histories: unreachable('data912') },
    allowedOrigins: [],
    ...overrides,
  };
}
