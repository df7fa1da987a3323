import { type PageInfo, pageInfo as page } from '../lib/markdown/page-info.ts';
import { projectPages } from '../capabilities/projects/project-pages.ts';
import { type CapabilityData, wordsOf } from '../capabilities/capability.ts';
import { capabilitiesOn } from '../capabilities/list.ts';
import type { Dictionary } from '../data/dictionaries.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';

/** The site's pages for `owner` in its language, at their default-language paths; `data`, what the capabilities add, in that language. */
export function sitePages(owner: OwnerContent, t: Dictionary, data: Partial<CapabilityData>) {
  const { name } = owner.profile;
  const words = t.pages;
  // The home page first in the navigation; the capabilities' pages follow it in their order (capability.ts).
  const homePage = {
    order: 0,
    page: page('/', words.home.nav, words.home.title(name, owner.profile.headline), words.home.description(name)),
  };
  const navPages: PageInfo[] = [
    homePage,
    ...capabilitiesOn(owner).flatMap((capability) =>
      capability.navPage
        ? [{ order: capability.navPage.order, page: capability.navPage.page(owner, wordsOf(capability, owner.site.language), data) }]
        : [],
    ),
  ]
    .sort((a, b) => a.order - b.order)
    .map(({ order, page: info }) => ({ ...info, navOrder: order }));
  const pages: PageInfo[] = [
    ...navPages,
    ...capabilitiesOn(owner).flatMap((capability) => capability.pages?.(owner, wordsOf(capability, owner.site.language), data) ?? []),
  ];
  return { navPages, pages, projectPages: projectPages(owner) };
}
