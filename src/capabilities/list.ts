import type { OwnerContent } from '../lib/owner/schema.ts';
import type { Capability } from './capability.ts';
import { activity } from './activity/index.ts';
import { developerResourcesCapability } from './developer-resources/index.ts';
import { developers } from './developers/index.ts';
import { optimizer } from './optimizer/index.ts';
import { profile } from './profile/index.ts';
import { projects } from './projects/index.ts';
import { resume } from './resume/index.ts';
import { stats } from './stats/index.ts';
import { writing } from './writing/index.ts';

/**
 * Every capability the site can have, each in its own folder. The shared machinery (the pages
 * list, routing, the function bundler, the MCP server, OpenAPI, WebMCP, the developers page)
 * loops over these; a capability is added by adding its folder and its line here.
 */
export const capabilities = [
  profile,
  projects,
  activity,
  developerResourcesCapability,
  developers,
  optimizer,
  writing,
  resume,
  stats,
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
