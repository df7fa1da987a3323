import { type PageInfo, pageInfo as page } from '../lib/markdown/page-info.ts';
import { projectPages as projectPagesOf } from '../capabilities/projects/project-pages.ts';
import { capabilitiesOn } from '../capabilities/registry.ts';
import { owner } from './owner.ts';
import { t } from './ui.ts';

export type { PageInfo };

const { name } = owner.profile;
const words = t.pages;

/** The home page, first in the navigation; the capabilities' pages follow it in their order (capability.ts). */
const homePage = {
  order: 0,
  page: page('/', words.home.nav, words.home.title(name, owner.profile.headline), words.home.description(name)),
};

/** The site's top-level pages, in navigation order: those of the capabilities the owner has on among them. */
export const navPages: PageInfo[] = [
  homePage,
  ...capabilitiesOn(owner).flatMap(({ navPage }) => (navPage ? [{ order: navPage.order, page: navPage.page(owner, t) }] : [])),
]
  .sort((a, b) => a.order - b.order)
  .map(({ page: info }) => info);

/** One page per project, /projects/<slug>, in the order /projects lists them. */
export const projectPages: PageInfo[] = projectPagesOf(owner);

/** Every HTML page of the site: sitemap, llms.txt, Open Graph images, twins and the MCP resources read this list. */
export const pages: PageInfo[] = [...navPages, ...capabilitiesOn(owner).flatMap((capability) => capability.pages?.(owner, t) ?? [])];

export function pageByPath(path: string): PageInfo | undefined {
  return pages.find((candidate) => candidate.path === path);
}
