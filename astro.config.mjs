import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import functionBundles from './src/integrations/function-bundles.ts';
import headersFile from './src/integrations/headers-file.ts';
import staticNetlify from './src/integrations/static-netlify.ts';
import markdownTwins from './src/integrations/markdown-twins.ts';
import ownerFeatures from './src/integrations/owner-features.ts';
import ownerLinks from './src/integrations/owner-links.ts';
import readerCounting from './src/integrations/reader-counting.ts';
import searchIndex from './src/integrations/search-index.ts';
import ogImages from './src/integrations/og-images.ts';
import webMcp from './src/integrations/webmcp.ts';
import { mathFonts } from './src/integrations/math-fonts.ts';
import registryEntryWriter from './src/integrations/registry-entry.ts';
import { siteUrl } from './src/data/site.ts';
import { llmsHeading } from './src/data/llms.ts';
import { owner } from './src/data/owner.ts';
import { contentRoot } from './src/data/content-root.ts';
import { themeScripts } from './src/client/theme/inline.ts';
import { WEBMCP_LOADER } from './src/client/webmcp/loader.ts';
import { SEARCH_SHORTCUT } from './src/client/search/shortcut.ts';
import { webMcpToolsByLanguage } from './src/data/webmcp.ts';
import { accentCss } from './src/lib/theme/accent.ts';
import { VIEW_TRANSITIONS_CSS } from './src/lib/theme/view-transitions.ts';
import { markdownConfig } from './src/lib/writeup/markdown-config.ts';
import { cspHash } from './src/lib/http/csp-hash.ts';
import { avatarRemotePatterns } from './src/lib/portrait/avatar-url.ts';

import { usagePolicy } from './src/lib/owner/schema.ts';
import { functionsOff, unknownFeatures } from './src/capabilities/list.ts';
import { capabilityIntegrations, countsReaders } from './src/capabilities/build-parts.ts';
import { dictionaryFor } from './src/data/dictionaries.ts';
import { inSeveralLanguages } from './src/lib/owner/localize.ts';

// Astro's Netlify adapter, kept to a static build (src/integrations/static-netlify.ts). Under
// `astro dev` it loads Netlify's Vite plugin: @netlify/dev's emulation of Functions, Edge Functions,
// header rules, redirects, Blobs and the Image CDN. A build writes the same dist/ as without it, and
// .netlify/v1/config.json for Netlify: the remote images the Image CDN may fetch, and /_astro/*'s
// Cache-Control (the value _headers gives it too). The emulation runs the MCP function from .netlify/:
// point it at the twins of the last build (`npm run build`), as scripts/lib/netlify-dev.ts does for `npm start`.
const isDevServer = process.argv.includes('dev');
if (isDevServer) process.env.SITE_FILES_DIR ??= fileURLToPath(new URL('./dist', import.meta.url));
// Covers and the portrait through Netlify's Image CDN (`/.netlify/images?url=…`, resized on request)
// in a build on Netlify, which sets NETLIFY, and under `astro dev`, whose emulation serves that path.
// Any other build (`npm start`, the tests, `npm run build` here) serves dist/ without the CDN, so
// astro:assets makes the sizes itself, as files in dist/_astro/.
const imageCDN = isDevServer || Boolean(process.env.NETLIFY);

export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  // No staticHeaders: it would move each page's CSP from its <meta> into a header rule, which neither
  // `npm start` nor the tests serve and which the edge function's page policy would replace. The dev
  // emulation loads a linked Netlify site's environment variables, as it did before the adapter.
  adapter: staticNetlify({ imageCDN, devFeatures: { images: true, edgeFunctions: true, environmentVariables: true } }),
  // Nothing is rendered on demand, so nothing has a session (the adapter would store them in Blobs).
  session: false,
  // Scripts and assets always as files: Vite would inline those under 4 KB, so whether a page's
  // script is inline (and needs a CSP hash) would depend on how long an owner's texts are.
  vite: { build: { assetsInlineLimit: 0 }, plugins: [mathFonts()] },
  // Posts, write-ups and the owner's Markdown pages (src/lib/writeup/markdown-config.ts): code
  // highlighted at build time, its colours as classes for the CSP below, GitHub's alerts as callouts
  // in the text's language; a Markdown page of the owner's own (src/pages/<name>.md) gets the
  // site's layout without naming it.
  markdown: await markdownConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    pagesDir: fileURLToPath(new URL('./src/pages/', import.meta.url)),
    layout: fileURLToPath(new URL('./src/layouts/MarkdownPage.astro', import.meta.url)),
    languages: owner.site.languages,
    wordsIn: (language) => dictionaryFor(language).writeup,
  }),
  // The hosts of the owner's GitHub avatar (src/data/portrait.ts): astro:assets downloads and optimises it at
  // build time, or, with the Image CDN, the adapter lists them as the remote images Netlify may fetch.
  image: { remotePatterns: avatarRemotePatterns(process.env) },
  integrations: [
    ownerFeatures({ unknown: unknownFeatures(owner), ownerFile: `${contentRoot}/owner.ts` }),
    markdownTwins({ siteUrl, llms: llmsHeading(owner), agentNote: (language) => dictionaryFor(language).layout.agentNote }),
    headersFile({ usage: usagePolicy(owner.site.contentSignals) }),
    ogImages({ siteUrl, siteName: owner.profile.name }),
    webMcp({ tools: webMcpToolsByLanguage }),
    // The MCP Registry entry (server.json) Netlify's build describes: its site and its repository.
    registryEntryWriter({ owner, siteUrl, repositoryUrl: process.env.REPOSITORY_URL }),
    ...capabilityIntegrations(owner),
    // Once the site's documents are written, and before the functions that import what it writes are bundled.
    readerCounting({ on: countsReaders(owner, process.env) }),
    functionBundles({ skip: functionsOff(owner), owner }),
    searchIndex(),
    // Last, once every file is written: a link of the owner's to a page the site neither builds nor
    // serves stops the build, naming it.
    ownerLinks({
      owner,
      ownerFile: `${contentRoot}/owner.ts`,
      origins: [new URL(owner.site.url).origin, new URL(siteUrl).origin],
      skipFunctions: functionsOff(owner),
    }),
  ],
  // A strict policy in each page's <meta>: hashes for Astro's inline scripts and styles,
  // same-origin bundles, no 'unsafe-inline'. frame-ancestors and the rest come as headers.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // The theme's two inline scripts (the second with the language hint's code on a site in several
      // languages), the WebMCP loader and the search shortcut, allowed by hash on every page.
      scriptDirective: {
        resources: ["'self'"],
        hashes: [...themeScripts(inSeveralLanguages(owner)), WEBMCP_LOADER, SEARCH_SHORTCUT].map(cspHash),
      },
      // The view-transition opt-in and the owner's accent colour, when set, are inline styles allowed by their hashes.
      styleDirective: {
        resources: ["'self'"],
        hashes: [VIEW_TRANSITIONS_CSS, ...(owner.site.accent ? [accentCss(owner.site.accent)] : [])].map(cspHash),
      },
    },
  },
});
