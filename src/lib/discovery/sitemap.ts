import type { UsagePolicy } from '../owner/schema.ts';
import { escapeXml } from '../html/escape-xml.ts';
import { withXDefault } from '../i18n/x-default.ts';

interface SitemapEntry {
  url: string;
  lastModified?: string | undefined;
  /** The same page in each language, itself included (Google's xhtml:link alternates). */
  alternates?: { hreflang: string; url: string }[];
}

/**
 * A sitemaps.org 0.9 <urlset> of absolute URLs, each with its <lastmod> (a W3C date) where it has
 * one, and its translations as <xhtml:link rel="alternate" hreflang> where it has some; the
 * first alternate (the default language's) is also the x-default.
 */
export function renderSitemap(urls: (string | SitemapEntry)[]): string {
  const withAlternates = urls.some((entry) => typeof entry !== 'string' && entry.alternates?.length);
  const entries = urls.map((entry) => {
    const { url, lastModified, alternates = [] } = typeof entry === 'string' ? { url: entry } : entry;
    const lastmod = lastModified ? `\n    <lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    const links = withXDefault(alternates)
      .map(({ hreflang, url: href }) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
      .join('');
    return `  <url>\n    <loc>${escapeXml(url)}</loc>${lastmod}${links}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    withAlternates
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything allowed, the owner's policy for automated readers when given, and the
 * sitemap. The policy as Content Signals (contentsignals.org); its AI preferences form (the IETF's
 * aipref `Content-Usage`) only in a comment, since it is sent as a header on every response:
 * Lighthouse 13.5's robots.txt audit takes `Content-Usage:` for an unknown directive, and an
 * invalid robots.txt costs every page 8 points of its SEO score.
 */
export function renderRobotsTxt(sitemapUrl: string, usage?: UsagePolicy): string {
  const comments = usage
    ? [
        '# Content Signals (https://contentsignals.org): what automated readers may do with this content.',
        `# The same policy as AI preferences (IETF aipref) comes as a header on every response: Content-Usage: ${usage.contentUsage}`,
      ]
    : [];
  return [
    ...comments,
    'User-agent: *',
    ...(usage ? [`Content-Signal: ${usage.contentSignal}`] : []),
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
