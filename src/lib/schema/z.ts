/**
 * The site's one schema library: zod/mini with English messages. Mini has no methods to
 * chain, so it tree-shakes: a function bundle carries the few validators it uses instead of
 * all of zod classic (about 450 KB minified, most of a cold start).
 */
import { en } from 'zod/locales';
import { clone, config, type core, globalRegistry, type ZodMiniType } from 'zod/mini';

config(en());

export * from 'zod/mini';

/** A copy of `schema` with metadata for JSON Schema and OpenAPI: what classic zod's `.meta()` does. */
export function meta<T extends ZodMiniType>(schema: T, metadata: core.GlobalMeta): T {
  const copy = clone(schema);
  globalRegistry.add(copy, metadata);
  return copy;
}

/** A copy of `schema` with a description: what classic zod's `.describe()` does. */
export const describe = <T extends ZodMiniType>(schema: T, description: string): T => meta(schema, { description });
