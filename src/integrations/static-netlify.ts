import { rm } from 'node:fs/promises';
import netlify, { type NetlifyIntegrationConfig } from '@astrojs/netlify';
import type { AstroIntegration } from 'astro';

type Hooks = AstroIntegration['hooks'];
type Adapter = Parameters<Parameters<NonNullable<Hooks['astro:config:done']>>[0]['setAdapter']>[0];

/**
 * Astro's Netlify adapter as this static site uses it: two of the adapter's choices for sites
 * rendered on demand are turned off, so that a build on Netlify makes the same pages as any other
 * (only the images' URLs differ, when the Image CDN is on).
 *
 * - Declared static-only (the adapter feature `buildOutput: 'static'`). Astro takes an adapter that
 *   does not declare it for one that serves a server build, and @astrojs/netlify then ships an
 *   "Astro SSR" function on /* although every route here is prerendered: it would answer the paths
 *   no file matches (the 404s, without the header rules), and its trace would add seconds to each
 *   build. Declared static, a route rendered on demand fails the build (Astro's
 *   AdapterSupportOutputMismatch) instead of shipping that function quietly.
 * - No skew protection (the adapter's `client` settings and .netlify/v1/skew-protection.json). On
 *   Netlify, where DEPLOY_ID is set, it appends `?dpl=<deploy id>` to every script and image URL,
 *   in the pages and in their Markdown twins: each deploy would change every page and twin (and
 *   their ETags) and send returning visitors for every immutable bundle again.
 */
export default function staticNetlify(options: NetlifyIntegrationConfig): AstroIntegration {
  const adapter = netlify(options);
  const { 'astro:config:done': configDone, 'astro:build:done': buildDone } = adapter.hooks;
  const staticOnly = ({ client: _skewProtection, ...declared }: Adapter): Adapter => ({
    ...declared,
    adapterFeatures: { ...declared.adapterFeatures, buildOutput: 'static' },
  });
  let root: URL;
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      // The hook's own parameters, but for setAdapter (a getter such as buildOutput stays live).
      'astro:config:done': (params) => {
        root = params.config.root;
        return configDone?.(
          Object.create(params, { setAdapter: { value: (declared: Adapter) => params.setAdapter(staticOnly(declared)) } }),
        );
      },
      'astro:build:done': async (params) => {
        await buildDone?.(params);
        await rm(new URL('.netlify/v1/skew-protection.json', root), { force: true });
      },
    },
  };
}
