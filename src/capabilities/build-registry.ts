import type { AstroIntegration } from 'astro';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { optimizerApp } from './optimizer/app-integration.ts';
import { optimizer } from './optimizer/index.ts';
import type { Capability } from './capability.ts';

/**
 * What capabilities add to the build only (Astro integrations): kept apart from registry.ts,
 * which the functions bundle, so that no function carries build tooling.
 */
const BUILD_PARTS: { capability: Capability; integrations(owner: OwnerContent): AstroIntegration[] }[] = [
  { capability: optimizer, integrations: (owner) => [optimizerApp({ language: owner.site.language, accent: owner.site.accent })] },
];

/** The Astro integrations of the capabilities the owner has on. */
export const capabilityIntegrations = (owner: OwnerContent): AstroIntegration[] =>
  BUILD_PARTS.filter(({ capability }) => capability.isOn(owner)).flatMap((part) => part.integrations(owner));
