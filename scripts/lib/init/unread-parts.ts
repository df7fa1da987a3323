import type * as z from '../../../src/lib/schema/z.ts';
import { ResumeSchema } from './resume-schema.ts';

/** What a JSON Resume says about itself rather than its owner. */
const METADATA = new Set(['$schema', 'meta']);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Where a résumé holds something init does not read, as paths with `[]` for any entry of a list
 * ("volunteer", "projects[].roles", "basics.phone"), each once, in the order found; empty values
 * and metadata aside. Read off ResumeSchema, so a field init learns to read drops out of it.
 */
export function unreadParts(data: unknown, schema: z.ZodMiniType = ResumeSchema): string[] {
  const found = new Set<string>();
  walk(schema, data, '', found);
  return [...found];
}

function walk(schema: z.ZodMiniType, value: unknown, path: string, found: Set<string>) {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.ZodMiniType;
    element?: z.ZodMiniType;
    shape?: Record<string, z.ZodMiniType>;
  };
  if (def.type === 'optional') return walk(def.innerType!, value, path, found);
  if (def.type === 'array' && Array.isArray(value)) {
    for (const item of value) walk(def.element!, item, `${path}[]`, found);
    return;
  }
  if (def.type !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if ((!path && METADATA.has(key)) || isEmpty(item)) continue;
    const at = path ? `${path}.${key}` : key;
    const child = def.shape![key];
    if (child) walk(child, item, at, found);
    else found.add(at);
  }
}
