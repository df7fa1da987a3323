import type { AstroIntegration } from 'astro';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { OpenApiPart } from '../lib/discovery/openapi-parts.ts';
import type { Capability } from './capability.ts';

/** What a capability adds to the build only: kept apart from its manifest, which the functions bundle. */
export interface BuildPart {
  capability: Capability;
  /** Astro integrations (the optimizer's MCP App document). */
  integrations?(owner: OwnerContent): AstroIntegration[];
  /** Whether readers are counted (the statistics: while STATS_TOKEN is set), in this environment. */
  countsReaders?(env: Record<string, string | undefined>): boolean;
  /** Its part of the OpenAPI document (/openapi.json and /developers, both built statically). */
  openApi?(owner: OwnerContent): OpenApiPart;
}
