import { readdirSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const dir = new URL('../fixtures/mcp-server-card/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema.json', dir), 'utf8')) as Record<string, unknown>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
/** The official schema keeps the card under $defs; the card is its ServerCard. */
const validate = ajv.compile({ ...schema, $ref: '#/$defs/ServerCard' });

/** The official schema's errors for a card, as text; [] when it is valid. */
export function serverCardErrors(card: unknown): string[] {
  return validate(card) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** The extension's own example cards, by file name: valid/ or invalid/. */
export function exampleCards(kind: 'valid' | 'invalid'): [string, unknown][] {
  const folder = new URL(`examples/ServerCard/${kind}/`, dir);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(new URL(file, folder), 'utf8'))]);
}
