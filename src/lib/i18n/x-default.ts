/**
 * A page's translations as hreflang alternates, then the first of them (the default language's)
 * once more as `x-default`: what a reader gets when none of the languages is theirs.
 */
export const withXDefault = <T extends { hreflang: string }>(alternates: readonly T[]): T[] => [
  ...alternates,
  ...alternates.slice(0, 1).map((first) => ({ ...first, hreflang: 'x-default' })),
];
