import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';

/** schema.org ProfilePage for the home page: the owner as its main entity, a Person. */
export function profilePageJsonLd(owner: OwnerContent, siteUrl: string) {
  const { profile } = owner;
  const home = absoluteUrl('/', siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: home,
    inLanguage: owner.site.language,
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      url: home,
      jobTitle: profile.headline,
      description: profile.bio,
      homeLocation: { '@type': 'Place', name: profile.location },
      knowsAbout: profile.skills,
      sameAs: [
        ...new Set([
          ...(profile.website ? [profile.website] : []),
          ...profile.profiles.map((p) => p.url),
          `https://github.com/${profile.githubUser}`,
        ]),
      ],
    },
  };
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no
 * text can close the element (`</script>`) or open a comment (`<!--`), whatever parser reads
 * it; U+2028 and U+2029 too, for readers that take it as JavaScript. JSON.parse gives back the same value.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
