import type { AstroIntegration } from 'astro';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type * as z from '../lib/schema/z.ts';
import type { Capability } from './capability.ts';
import { optimizerBuild } from './optimizer/build.ts';

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
  openApi?(): OpenApiPart;
}

/**
 * Every capability's build parts: kept apart from registry.ts, whose manifests the functions
 * bundle, so that no function carries build tooling or the OpenAPI description.
 */
const BUILD_PARTS: readonly BuildPart[] = [optimizerBuild];

const partsOn = (owner: OwnerContent) => BUILD_PARTS.filter(({ capability }) => capability.isOn(owner));

/** The Astro integrations of the capabilities the owner has on. */
export const capabilityIntegrations = (owner: OwnerContent): AstroIntegration[] =>
  partsOn(owner).flatMap((part) => part.integrations?.(owner) ?? []);

/** The OpenAPI parts of the capabilities the owner has on. */
export const openApiParts = (owner: OwnerContent): OpenApiPart[] =>
  partsOn(owner).flatMap((part) => (part.openApi ? [part.openApi()] : []));
