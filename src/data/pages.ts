import { type PageInfo, pageInfo as page } from '../lib/markdown/page-info.ts';
import { projectPages as projectPagesOf } from '../lib/owner/project-pages.ts';
import { capabilitiesOn } from '../capabilities/registry.ts';
import { owner } from './owner.ts';
import { t } from './ui.ts';

export type { PageInfo };

const { name } = owner.profile;
const words = t.pages;

/** The pages every site has, with their places in the navigation; the capabilities' pages slot in between (capability.ts). */
const sitePages = [
  { order: 0, page: page('/', words.home.nav, words.home.title(name, owner.profile.headline), words.home.description(name)) },
  { order: 10, page: page('/projects', words.projects.nav, words.projects.title(name), words.projects.description(name)) },
  {
    order: 30,
    page: page(
      '/contact',
      words.contact.nav,
      words.contact.title(name),
      words.contact.description(name, owner.contact.channels.map((c) => c.label).join(', ')),
    ),
  },
];

/** The site's top-level pages, in navigation order: those of the capabilities the owner has on among them. */
export const navPages: PageInfo[] = [
  ...sitePages,
  ...capabilitiesOn(owner).flatMap(({ navPage }) => (navPage ? [{ order: navPage.order, page: navPage.page(owner, t) }] : [])),
]
  .sort((a, b) => a.order - b.order)
  .map(({ page: info }) => info);

/** One page per project, /projects/<slug>, in the order /projects lists them. */
export const projectPages: PageInfo[] = projectPagesOf(owner);

/** Every HTML page of the site: sitemap, llms.txt, Open Graph images, twins and the MCP resources read this list. */
export const pages: PageInfo[] = [
  ...navPages,
  ...projectPages,
  ...capabilitiesOn(owner).flatMap((capability) => capability.pages?.(owner, t) ?? []),
];

export function pageByPath(path: string): PageInfo | undefined {
  return pages.find((candidate) => candidate.path === path);
}
