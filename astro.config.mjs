import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import markdownTwins from './src/integrations/markdown-twins.ts';
import { pages } from './src/data/pages.ts';
import { siteUrl } from './src/data/site.ts';
import { llmsDocument } from './src/data/llms.ts';

// The Netlify adapter is only used by `astro dev`, for its emulation of Functions and
// Edge Functions. Production is a pure static build: the adapter would otherwise add a
// catch-all SSR function that a fully prerendered site does not need.
const isDevServer = process.argv.includes('dev');

export default defineConfig({
  site: siteUrl,
  output: 'static',
  // Tests build into a temporary directory; everything else uses dist/.
  outDir: process.env.BUILD_OUT_DIR || './dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  adapter: isDevServer ? netlify() : undefined,
  integrations: [markdownTwins({ siteUrl, pages, llms: llmsDocument })],
});
