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

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
