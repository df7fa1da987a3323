/**
 * The Markdown twin of a page path: "/" -> "/index.md", "/projects" -> "/projects.md".
 * Returns null for paths that are not pages (files with an extension, APIs, well-known documents).
 */
export function twinPathFor(pathname: string): string | null {
  if (pathname === '/' || pathname === '/index' || pathname === '/index.html') return '/index.md';
  if (/^\/(?:api|mcp|_astro|\.netlify|\.well-known)(?:\/|$)/.test(pathname)) return null;
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.endsWith('.html')) return `${path.slice(0, -'.html'.length)}.md`;
  if (lastSegment.includes('.')) return null;
  return `${path}.md`;
}
