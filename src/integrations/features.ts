// Pages and endpoints that the owner content may switch off (a feature's, the résumé's) live
// in src/features/, outside src/pages/, and are routed only while called for; so what is off
// leaves no page, no twin and no sitemap entry behind.
import type { AstroIntegration } from 'astro';
import type { ConditionalRoute } from '../lib/owner/features.ts';

export default function features(routes: ConditionalRoute[]): AstroIntegration {
  return {
    name: 'features',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const route of routes) injectRoute({ ...route, prerender: true });
      },
    },
  };
}
