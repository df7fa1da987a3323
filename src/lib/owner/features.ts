import type { Features } from './schema.ts';

/** What each switchable feature adds to the site: its page (src/features/<page>.astro) and its Netlify Functions. */
export const FEATURE_PARTS: Record<keyof Features, { page: string; functions: string[] }> = {
  developers: { page: 'developers', functions: [] },
  optimizer: { page: 'optimizer', functions: ['optimize'] },
};

/** The functions (netlify/functions/<name>.mts) a switched-off feature owns: not bundled, not deployed, not routed. */
export function disabledFunctions(features: Features): Set<string> {
  return new Set(Object.entries(FEATURE_PARTS).flatMap(([feature, parts]) => (features[feature as keyof Features] ? [] : parts.functions)));
}

/** The pages of the switched-on features. */
export function enabledFeaturePages(features: Features): string[] {
  return Object.entries(FEATURE_PARTS).flatMap(([feature, parts]) => (features[feature as keyof Features] ? [parts.page] : []));
}
