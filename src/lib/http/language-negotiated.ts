import { preferredLanguage } from './accept-language.ts';
import { withHeaders } from './with-headers.ts';

type Handler = (request: Request) => Promise<Response>;

/**
 * One endpoint for a site in several languages (MCP, the optimizer's API): each request goes to the handler of the
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
