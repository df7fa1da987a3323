/** Flattens an OpenAPI document into what a reference page shows: operations, fields, responses. */

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as untyped JSON, key by key.
export type Json = Record<string, any>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface OperationView {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  summary: string;
  description: string[];
  requestFields: FieldRow[];
  responseFields: FieldRow[];
  responses: { status: string; description: string; headers: string[] }[];
}

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  if (!schema?.$ref) return schema;
  return resolve(
    doc,
    schema.$ref
      .replace('#/', '')
      .split('/')
      .reduce((node: Json, key: string) => node?.[key], doc),
  );
}

function typeOf(doc: Json, schema: Json | undefined): string {
  const s = resolve(doc, schema);
  if (!s) return 'any';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map((option: Json) => typeOf(doc, option)).join(' | ');
  if (s.type === 'array') return `${typeOf(doc, s.items)}[]`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `{ [ticker]: ${typeOf(doc, s.additionalProperties)} }`;
  return Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
}

function fields(doc: Json, schema: Json | undefined): FieldRow[] {
  const s = resolve(doc, schema);
  if (!s?.properties) return [];
  const required = new Set<string>(s.required ?? []);
  return Object.entries<Json>(s.properties).map(([name, property]) => ({
    name,
    type: typeOf(doc, property),
    required: required.has(name) && property.default === undefined,
    description: resolve(doc, property)?.description ?? property.description ?? '',
  }));
}

export function operations(doc: Json): OperationView[] {
  const views: OperationView[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const ok = operation.responses?.['200']?.content?.['application/json']?.schema;
      views.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        tags: operation.tags ?? [],
        summary: operation.summary ?? '',
        description: String(operation.description ?? '').split('\n\n'),
        requestFields: fields(doc, operation.requestBody?.content?.['application/json']?.schema),
        responseFields: fields(doc, ok),
        responses: Object.entries<Json>(operation.responses ?? {}).map(([status, response]) => ({
          status,
          description: response.description ?? '',
          headers: Object.keys(response.headers ?? {}),
        })),
      });
    }
  }
  return views;
}
