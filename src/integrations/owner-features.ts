import type { AstroIntegration } from 'astro';

/** Says which of the owner file's switches (site.features) no capability has: they do nothing. */
export default function ownerFeatures({ unknown, ownerFile }: { unknown: string[]; ownerFile: string }): AstroIntegration {
  return {
    name: 'owner-features',
    hooks: {
      'astro:config:done': ({ logger }) => {
        for (const name of unknown)
          logger.warn(`${ownerFile}: site.features.${name} switches nothing (no capability of that name); remove it.`);
      },
    },
  };
}
