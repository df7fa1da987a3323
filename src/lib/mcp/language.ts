import { languageNegotiated } from '../http/language-negotiated.ts';
import type { PageInfo } from '../markdown/page-info.ts';
import type { OwnerContent } from '../owner/schema.ts';
import { createMcpHandler, type McpHandlerOptions } from './handler.ts';

type Handler = (request: Request) => Promise<Response>;

/** The site's MCP endpoint: a server for each of its languages (its owner content and pages in it), chosen by Accept-Language. */
export function mcpHandlerPerLanguage(
  languages: readonly { language: string; owner: OwnerContent; pages: PageInfo[] }[],
  shared: Omit<McpHandlerOptions, 'owner' | 'pages'>,
): Handler {
  // On a site in several, each language's server searches, fetches and reads the documents of all of them.
  const everyLanguage = languages.length > 1 ? languages.map(({ language, pages }) => ({ language, pages })) : undefined;
  return languageNegotiated(
    new Map(languages.map(({ language, owner, pages }) => [language, createMcpHandler({ ...shared, owner, pages, everyLanguage })])),
  );
}
