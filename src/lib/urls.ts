/** URL helpers: the site origin from the environment, and absolute URLs on it. `src/data/site.ts` holds the resolved origin. */

/**
 * The site's public origin. SITE_URL wins (set it for a custom domain), then Netlify's
 * build-time URL (the primary production URL), then the URL in the owner content.
 */
export function resolveSiteUrl(env: Record<string, string | undefined>, fallback: string): string {
  const candidate = env.SITE_URL || env.URL || fallback;
  return new URL(candidate).origin;
}

/** Resolves a site path ("/openapi.json") or keeps an absolute URL as it is. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl).href;
}

/** A URL as people read it: "https://ada.dev/blog/" -> "ada.dev/blog". */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
