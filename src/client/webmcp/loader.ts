/**
 * The one inline script of WebMCP: it loads /webmcp.js only where the browser has the API, so
 * every other visitor downloads nothing. Kept as text for its CSP hash (astro.config.mjs).
 */
export const WEBMCP_LOADER = "if('modelContext'in document||'modelContext'in navigator)import('/webmcp.js')";

/** Where the build writes the registration bundle (src/integrations/webmcp.ts). */
export const WEBMCP_BUNDLE = '/webmcp.js';
