import { withPolicyHeaders } from './header-policy.ts';
import { jsonError } from './json.ts';

type Handler<Args extends unknown[]> = (request: Request, ...rest: Args) => Promise<Response>;

/**
 * The one wrapper every Netlify Function's handler goes through: the data header policy on
 * every response, and an unexpected exception becomes a plain 500 JSON error (logged, never
 * sent with its message or stack).
 */
export function netlifyHandler<Args extends unknown[]>(name: string, handler: Handler<Args>): Handler<Args> {
  return async (request, ...rest) => {
    let response: Response;
    try {
      response = await handler(request, ...rest);
    } catch (error) {
      console.error(`${name}: unexpected failure`, error);
      response = jsonError(500, 'internal_error', 'The server failed unexpectedly; the failure is logged. Try again later.', {
        headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
      });
    }
    return withPolicyHeaders(response, 'data');
  };
}
