import type { PageInfo } from '../lib/markdown/page-info.ts';
import { defaultEdition } from './editions.ts';

export type { PageInfo };

/** The default language's pages: the site's top-level pages, in navigation order. */
export const navPages: PageInfo[] = defaultEdition.navPages;

/** One page per project, /projects/<slug>, in the order /projects lists them. */
export const projectPages: PageInfo[] = defaultEdition.projectPages;

/** Every HTML page of the site in its default language: llms.txt and the MCP resources read this list. */
export const pages: PageInfo[] = defaultEdition.pages;

export const pageByPath = (path: string): PageInfo | undefined => defaultEdition.pageByPath(path);
