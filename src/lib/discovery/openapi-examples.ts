import { sharedWordsFor } from '../i18n/index.ts';
import { fill } from '../i18n/template.ts';

/** What every API's examples in the OpenAPI description share. Tests validate each example against its schema, so they cannot drift. */

export const message = (code: string, text: string, details?: unknown) => ({
  error: { code, message: text, ...(details ? { details } : {}) },
});

/** A refused body's sentences as the APIs say them in English, the document's language. */
const body = sharedWordsFor('en').requestBody;

/** One example per error code, keyed by the code (an API with a request body words its own invalid_request). */
export const errorExamples: Record<string, ReturnType<typeof message>> = {
  missing_body: message('missing_body', body.empty),
  invalid_json: message('invalid_json', body.invalidJson),
  method_not_allowed: message('method_not_allowed', fill(body.methodNotAllowed, { methods: 'POST' })),
  payload_too_large: message('payload_too_large', fill(body.tooLarge, { bytes: 16384 })),
  unsupported_media_type: message('unsupported_media_type', body.unsupportedMediaType),
  internal_error: message('internal_error', 'The server failed unexpectedly; the failure is logged. Try again later.'),
};
