import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

// @jsonresume/schema is written in JSON Schema draft-07, Ajv's default dialect.
const require = createRequire(import.meta.url);
const schema = require('@jsonresume/schema/schema.json') as Record<string, unknown>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/** What JSON Resume's own schema finds wrong with a document: "/basics/url must match format \"uri\"", …; empty when valid. */
export function jsonResumeErrors(document: unknown): string[] {
  return validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}
