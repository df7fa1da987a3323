import type { AstroIntegration } from 'astro';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { OpenApiPart } from '../lib/discovery/openapi-parts.ts';
import type { Capability } from './capability.ts';

/** What a capability adds to the build only: kept apart from its manifest, which the functions bundle. */
export interface BuildPart {
  capability: Capability;
  /** Astro integrations (the optimizer's MCP App document). */
  integrations?(owner: OwnerContent): AstroIntegration[];
  /** Its part of the OpenAPI document (/openapi.json and /developers, both built statically). */
  openApi?(owner: OwnerContent): OpenApiPart;
}
