import type { AstroIntegration } from 'astro';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { buildOpenApi } from '../lib/discovery/openapi.ts';
import type { JsonObject } from '../lib/discovery/openapi-parts.ts';
import type { BuildPart } from './build-part.ts';
import { capabilities } from './list.ts';

/**
 * Every capability's build parts, each its folder's build.ts (found there, so that taking a
 * capability's folder out takes them too): kept apart from list.ts, whose manifests the functions
 * bundle, so that no function carries build tooling or the OpenAPI description.
 */
const BUILD_PARTS: readonly BuildPart[] = Object.values(
  import.meta.glob<BuildPart>('./*/build.ts', { eager: true, import: 'build' }),
).filter(({ capability }) => (capabilities as readonly object[]).includes(capability));

const partsOn = (owner: OwnerContent) => BUILD_PARTS.filter(({ capability }) => capability.isOn(owner));

/** The Astro integrations of the capabilities the owner has on. */
export const capabilityIntegrations = (owner: OwnerContent): AstroIntegration[] =>
  partsOn(owner).flatMap((part) => part.integrations?.(owner) ?? []);

/** The OpenAPI description of the site's HTTP APIs: those of the capabilities the owner has on. */
export const siteOpenApi = (owner: OwnerContent, siteUrl: string): JsonObject =>
  buildOpenApi(
    owner,
    siteUrl,
    partsOn(owner).flatMap((part) => (part.openApi ? [part.openApi(owner)] : [])),
  );

/** Whether the build counts readers: a capability the owner has on counts them in this environment. */
export const countsReaders = (owner: OwnerContent, env: Record<string, string | undefined>): boolean =>
  partsOn(owner).some((part) => part.countsReaders?.(env));
