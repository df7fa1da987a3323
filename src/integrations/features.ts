// A capability's pages and endpoints (the optimizer's, the résumé's) live in its folder under
// src/capabilities/, outside src/pages/, and are routed only while the owner has it on; so what
// is off leaves no page, no twin and no sitemap entry behind.
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
