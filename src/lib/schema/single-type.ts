type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Keywords whose values are data, not schemas: left exactly as they are. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

/**
 * The same JSON Schema with every `type` a single name: `{ type: ["string", "null"] }` becomes
 * `{ anyOf: [{ type: "string" }, { type: "null" }] }`, the other keywords staying beside it.
 * Both mean the same in 2020-12, but single-type dialects (Gemini's function declarations,
 * OpenAPI 3.0 readers, some MCP hosts) reject a type array, while all of them read anyOf.
 */
export function singleTypeSchema<T>(schema: T): T {
  return rewrite(schema) as T;
}

function rewrite(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!isObject(node)) return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, DATA_KEYWORDS.has(key) ? value : rewrite(value)]));
  if (!Array.isArray(out.type)) return out;
  const { type, anyOf, ...rest } = out;
  const alternatives = (type as Json[]).map((name) => ({ type: name }));
  // A node that has its own anyOf keeps it: then both must hold.
  return anyOf === undefined ? { ...rest, anyOf: alternatives } : { ...rest, allOf: [{ anyOf }, { anyOf: alternatives }] };
}
