import { twinPathFor } from './twin-path.ts';

/** An HTML page of the site and its Markdown twin. */
export interface PageInfo {
  path: string;
  /** Short name for navigation. */
  nav: string;
  title: string;
  description: string;
  /** The Markdown twin beside the HTML, by the one rule of twinPathFor: "/" -> "/index.md", "/projects" -> "/projects.md". */
  twin: string;
  /** When its content last changed (YYYY-MM-DD), where the site knows: the sitemap's <lastmod>. */
  lastModified?: string;
  /** The page it translates, at its default-language path ("/projects" for "/en/projects"); absent on the default's. */
  defaultPath?: string;
  /** Its place in the navigation (the home page is 0); absent on a page that is not there. */
  navOrder?: number;
}

/** What a page file says of itself: its default-language path, and its navigation name, title, description (and place) in one language. */
export type PageAbout = Pick<PageInfo, 'path' | 'nav' | 'title' | 'description' | 'lastModified' | 'navOrder'>;

export function pageInfo(path: string, nav: string, title: string, description: string, lastModified?: string): PageInfo {
  const twin = twinPathFor(path);
  if (!twin) throw new Error(`${path} is not a page path: it has no Markdown twin.`);
  return { path, nav, title, description, twin, ...(lastModified ? { lastModified } : {}) };
}
