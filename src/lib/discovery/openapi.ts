import * as z from '../schema/z.ts';
import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';
import type { JsonObject, OpenApiPart } from './openapi-parts.ts';
import { emailAddress } from '../owner/email-address.ts';
import { markdownText } from '../markdown/escape.ts';

const OPENAPI_VERSION = '3.1.0';
const API_VERSION = '1.0.0';

/**
 * Converts the zod schemas the functions validate with into components.schemas: each
 * schema's $defs are hoisted and its refs pointed at #/components/schemas. Nothing is
 * written twice.
 */
function componentSchemas(entries: (readonly [z.ZodMiniType, 'input' | 'output'])[]): Record<string, JsonObject> {
  const components: Record<string, JsonObject> = {};
  for (const [schema, io] of entries) {
    const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonObject;
    const rewritten = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonObject;
    const defs = (rewritten.$defs ?? {}) as Record<string, JsonObject>;
    Object.assign(components, defs);
  }
  return components;
}

/** The OpenAPI 3.1 description of the site's HTTP APIs, from the owner content, the site URL and each API's part (its tag, paths and schemas). */
export function buildOpenApi(owner: OwnerContent, siteUrl: string, parts: readonly OpenApiPart[]): JsonObject {
  const email = emailAddress(owner.contact.channels);
  // description fields are CommonMark: the owner's words stay text there.
  const name = markdownText(owner.profile.name);
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${owner.profile.name}: public API`,
      version: API_VERSION,
      summary: `Public, keyless APIs of ${owner.profile.name}'s portfolio and developer portal.`,
      description: [
        `Machine-readable access to public information about ${name} (${markdownText(owner.profile.headline)}).`,
        'No endpoint needs a credential. Errors are JSON: `{"error": {"code", "message", "details"}}`.',
        `An MCP server with the same information is at ${absoluteUrl('/mcp', siteUrl)}; its card is at ${absoluteUrl('/mcp/server-card', siteUrl)}.`,
      ].join('\n\n'),
      contact: { name: owner.profile.name, url: absoluteUrl('/contact', siteUrl), ...(email ? { email } : {}) },
    },
    servers: [{ url: new URL(siteUrl).origin, description: 'Production' }],
    tags: parts.map((part) => part.tag),
    security: [],
    paths: Object.assign({}, ...parts.map((part) => part.paths)),
    components: {
      schemas: componentSchemas(parts.flatMap((part) => part.schemas)),
    },
  };
}
