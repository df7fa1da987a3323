import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** The vendored server.json schema, version 2025-12-11, as its bytes (see tests/fixtures/mcp-registry/README.md). */
export const registrySchemaBytes = readFileSync(new URL('../fixtures/mcp-registry/server.schema.json', import.meta.url));
export const registrySchemaSha256 = createHash('sha256').update(registrySchemaBytes).digest('hex');

const schema = JSON.parse(registrySchemaBytes.toString('utf8')) as Record<string, unknown>;
// The schema declares draft-07 (`definitions`, root `$ref`): Ajv's default class, not its 2020-12 one.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/** The schema's errors for a server.json, as text; [] when it is valid. */
export function registryEntryErrors(entry: unknown): string[] {
  return validate(entry) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}
