import type { AstroIntegration } from 'astro';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type * as z from '../lib/schema/z.ts';
import type { Capability } from './capability.ts';

/** What a capability adds to the OpenAPI document: a tag, its paths, and the component schemas they reference. */
export interface OpenApiPart {
  tag: { name: string; description: string };
  paths: Record<string, unknown>;
  /** Zod schemas to publish under components/schemas, each with the side (input or output) it describes. */
  schemas: [z.ZodMiniType, 'input' | 'output'][];
}

/** What a capability adds to the build only: kept apart from its manifest, which the functions bundle. */
export interface BuildPart {
  capability: Capability;
  /** Astro integrations (the optimizer's MCP App document). */
  integrations?(owner: OwnerContent): AstroIntegration[];
  /** Its part of the OpenAPI document (/openapi.json and /developers, both built statically). */
  openApi?(owner: OwnerContent): OpenApiPart;
}
