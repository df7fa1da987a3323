import type { OwnerContent } from '../lib/owner/schema.ts';
import type { Capability } from './capability.ts';

/**
 * Every capability the site has, each in its own folder, one line each. The shared machinery (the
 * pages list, routing, the function bundler, the MCP server, OpenAPI, WebMCP, the developers page)
 * loops over these. A capability is added with its folder and its line here, and an optional one
 * is taken out with the paths its README.md lists and its line (npm run check:take-out). The
 * functions' bundler reads these lines as static imports (src/integrations/static-capability-list.ts).
 */
export const capabilities = [
  (await import('./profile/index.ts')).profile,
  (await import('./projects/index.ts')).projects,
  (await import('./activity/index.ts')).activity,
  (await import('./developer-resources/index.ts')).developerResourcesCapability,
  (await import('./developers/index.ts')).developers,
  (await import('./optimizer/index.ts')).optimizer,
  (await import('./writing/index.ts')).writing,
  (await import('./resume/index.ts')).resume,
  (await import('./stats/index.ts')).stats,
] as const;

/** The capabilities this owner has on. */
export const capabilitiesOn = (owner: OwnerContent): Capability[] =>
  (capabilities as readonly Capability[]).filter((capability) => capability.isOn(owner));

/** The Netlify Functions of the capabilities this owner has off: not bundled, not deployed, not routed. */
export function functionsOff(owner: OwnerContent): Set<string> {
  return new Set(
    (capabilities as readonly Capability[])
      .filter((capability) => !capability.isOn(owner))
      .flatMap((capability) => capability.functions ?? []),
  );
}

/** Each switch the capabilities have in the owner file (site.features), at its default. */
export const featureDefaults = (): Record<string, boolean> =>
  Object.fromEntries((capabilities as readonly Capability[]).flatMap(({ name, feature }) => (feature ? [[name, feature.byDefault]] : [])));

/** The owner file's switches that no capability has (one taken out, or a typo): they do nothing. */
export const unknownFeatures = (owner: OwnerContent): string[] =>
  Object.keys(owner.site.features).filter((name) => !(name in featureDefaults()));
