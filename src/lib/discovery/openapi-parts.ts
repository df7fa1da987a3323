import { ErrorBodySchema } from '../http/error-schema.ts';
import * as z from '../schema/z.ts';
import { errorExamples } from './openapi-examples.ts';

/** The building blocks of the OpenAPI document's operations, shared by every capability that describes its paths. */

export type JsonObject = Record<string, unknown>;

/** What a capability adds to the OpenAPI document: a tag, its paths, and the component schemas they reference. */
export interface OpenApiPart {
  tag: { name: string; description: string };
  paths: Record<string, unknown>;
  /** Zod schemas to publish under components/schemas, each with the side (input or output) it describes. */
  schemas: [z.ZodMiniType, 'input' | 'output'][];
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const jsonContent = (schema: JsonObject, examples?: Record<string, unknown>) => ({
  'application/json': {
    schema,
    ...(examples ? { examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])) } : {}),
  },
});
/** An error response: the Error schema with `error.code` narrowed to the codes this response can carry. */
export const error = (description: string, codes: readonly string[], headers?: JsonObject, examples = errorExamples) => ({
  description,
  ...(headers ? { headers } : {}),
  content: jsonContent(
    errorSchema(codes),
    Object.fromEntries(codes.map((code) => [code, examples[code] ?? { error: { code, message: code } }])),
  ),
});

/** The Error schema, generated from the same zod schema, with `error.code` an enum of `codes`. */
function errorSchema(codes: readonly string[]): JsonObject {
  const narrowed = z.extend(ErrorBodySchema, {
    error: z.extend(ErrorBodySchema.shape.error, { code: z.enum(codes as [string, ...string[]]) }),
  });
  const { $schema: _, ...schema } = z.toJSONSchema(narrowed, { io: 'output', target: 'draft-2020-12' }) as JsonObject;
  return { title: 'Error', ...schema };
}
export const INTERNAL_ERROR = error('An unexpected failure on the server; nothing about it is disclosed', ['internal_error']);
export const header = (description: string, schema: JsonObject = { type: 'string' }, required = true) => ({
  description,
  required,
  schema,
});
export const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before retrying', { type: 'integer', minimum: 1 }) };
export const CORS = { 'Access-Control-Allow-Origin': header('Always *: the APIs are public and keyless', { type: 'string', const: '*' }) };
