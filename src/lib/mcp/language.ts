import { preferredLanguage } from '../http/accept-language.ts';
import { withHeaders } from '../http/with-headers.ts';
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

/**
 * One MCP endpoint for a site in several languages: each request goes to the handler of the
 * language its Accept-Language prefers (the default, the first, when none of the site's is
 * asked for), and the answer says which in Content-Language, varying on Accept-Language. A
 * site in one language gets its one handler as it is.
 */
export function languageNegotiated(handlers: ReadonlyMap<string, Handler>): Handler {
  const languages = [...handlers.keys()];
  const [defaultLanguage] = languages;
  if (defaultLanguage === undefined) throw new Error('languageNegotiated needs a handler for at least one language');
  if (languages.length === 1) return handlers.get(defaultLanguage)!;
  return async (request) => {
    const language = preferredLanguage(request.headers.get('accept-language'), languages) ?? defaultLanguage;
    const response = await handlers.get(language)!(request);
    const vary = [response.headers.get('vary'), 'Accept-Language'].filter(Boolean).join(', ');
    return withHeaders(response, { 'content-language': language, vary });
  };
}
