// A switchable feature's page lives in src/features/, outside src/pages/, and is routed only
// while the owner content has it on; so a switched-off feature leaves no page, no twin and
// no sitemap entry behind. `routes` are other pages and endpoints of src/features/ that the
// owner content calls for (the résumé's, when there is one).
import type { AstroIntegration } from 'astro';
import { enabledFeaturePages } from '../lib/owner/features.ts';
import type { Features } from '../lib/owner/schema.ts';
import type { ConditionalRoute } from '../lib/resume/has-resume.ts';

export default function features(switches: Features, routes: ConditionalRoute[] = []): AstroIntegration {
  return {
    name: 'features',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const page of enabledFeaturePages(switches)) {
          injectRoute({ pattern: `/${page}`, entrypoint: `./src/features/${page}.astro`, prerender: true });
        }
        for (const route of routes) injectRoute({ ...route, prerender: true });
      },
    },
  };
}
