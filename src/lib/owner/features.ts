import type { Features } from './schema.ts';

/** A page or endpoint of src/features/, routed only when the owner content calls for it. */
export interface ConditionalRoute {
  pattern: string;
  entrypoint: string;
}

/** What each switchable feature adds to the site: its page (src/features/<page>.astro) and its Netlify Functions. */
const FEATURE_PARTS: Record<keyof Features, { page: string; functions: string[] }> = {
  developers: { page: 'developers', functions: [] },
  optimizer: { page: 'optimizer', functions: ['optimize'] },
};

const partsOf = (features: Features, on: boolean) =>
  Object.entries(FEATURE_PARTS).flatMap(([feature, parts]) => (features[feature as keyof Features] === on ? [parts] : []));

/** The functions (netlify/functions/<name>.mts) a switched-off feature owns: not bundled, not deployed, not routed. */
export function disabledFunctions(features: Features): Set<string> {
  return new Set(partsOf(features, false).flatMap((parts) => parts.functions));
}

/** The pages of the switched-on features. */
export function featureRoutes(features: Features): ConditionalRoute[] {
  return partsOf(features, true).map(({ page }) => ({ pattern: `/${page}`, entrypoint: `./src/features/${page}.astro` }));
}
