import { escapeXml } from '../html/escape-xml.ts';

/** A sitemaps.org 0.9 <urlset> of absolute URLs, each with its <lastmod> (a W3C date) where it has one. */
export function renderSitemap(urls: (string | { url: string; lastModified?: string })[]): string {
  const entries = urls.map((entry) => {
    const { url, lastModified } = typeof entry === 'string' ? { url: entry, lastModified: undefined } : entry;
    const lastmod = lastModified ? `\n    <lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(url)}</loc>${lastmod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything allowed, the Content Signals policy (contentsignals.org) when given, and the sitemap. */
export function renderRobotsTxt(sitemapUrl: string, contentSignal?: string): string {
  const signals = contentSignal ? ['# Content Signals (https://contentsignals.org): what automated readers may do with this content.'] : [];
  return [
    ...signals,
    'User-agent: *',
    ...(contentSignal ? [`Content-Signal: ${contentSignal}`] : []),
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
