import type { UpstreamCode } from '../http/upstream.ts';

/** What every API's examples in the OpenAPI description share. Tests validate each example against its schema, so they cannot drift. */

export const message = (code: string, text: string, details?: unknown) => ({
  error: { code, message: text, ...(details ? { details } : {}) },
});

/** One example per error code, keyed by the code (an API with a request body words its own invalid_request). */
export const errorExamples: Record<string, ReturnType<typeof message>> = {
  missing_body: message('missing_body', 'The request has no body.'),
  invalid_json: message('invalid_json', 'The body is not valid JSON.'),
  method_not_allowed: message('method_not_allowed', 'Use POST.'),
  payload_too_large: message('payload_too_large', 'The body must be at most 16384 bytes.'),
  unsupported_media_type: message('unsupported_media_type', 'Send the body as application/json.'),
  internal_error: message('internal_error', 'The server failed unexpectedly; the failure is logged. Try again later.'),
};

/** The upstream codes (the same for every upstream), worded as one upstream's failures are. */
export function upstreamExamples(provider: string, rateLimited: string, after: string) {
  const example = (code: UpstreamCode, text: string) => [code, message(code, `${text} ${after}`)] as const;
  return Object.fromEntries([
    example('upstream_unreachable', `${provider} could not be reached.`),
    example('upstream_timeout', `${provider} did not answer in time.`),
    example('upstream_error', `${provider} answered with a server error.`),
    example('upstream_rate_limited', rateLimited),
    example('upstream_malformed', `${provider} sent data that could not be read.`),
    example('upstream_rejected', `${provider} refused the request.`),
  ]);
}
