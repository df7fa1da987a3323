// A capability's pages and endpoints (the optimizer's, the résumé's) live in its folder under
// src/capabilities/, outside src/pages/, and are routed only while the owner has it on; so what
// is off leaves no page, no twin and no sitemap entry behind. Every page is routed again under
// each further language's prefix ("/en/projects"), with src/pages/'s own pages that speak.
import type { AstroIntegration } from 'astro';
import { underPrefix } from '../lib/i18n/paths.ts';
import type { ConditionalRoute } from '../lib/owner/features.ts';

interface Options {
  /** The capabilities' routes, at their default-language paths. */
  routes: ConditionalRoute[];
  /** Pages of src/pages/ routed again under each prefix (the home page, the 404 page, llms.txt). */
  filePages: ConditionalRoute[];
  /** The further languages' prefixes ("/en"). */
  prefixes: string[];
}

export default function features({ routes, filePages, prefixes }: Options): AstroIntegration {
  return {
    name: 'features',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const route of routes) injectRoute({ pattern: route.pattern, entrypoint: route.entrypoint, prerender: true });
        for (const prefix of prefixes) {
          for (const route of [...filePages, ...routes].filter((candidate) => !candidate.languageNeutral)) {
            injectRoute({ pattern: underPrefix(prefix, route.pattern), entrypoint: route.entrypoint, prerender: true });
          }
        }
      },
    },
  };
}
