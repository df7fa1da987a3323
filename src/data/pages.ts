import { type PageInfo, pageInfo as page } from '../lib/markdown/page-info.ts';
import { projectPages as projectPagesOf } from '../lib/owner/project-pages.ts';
import { hasResume } from '../lib/resume/has-resume.ts';
import { owner } from './owner.ts';
import { t } from './ui.ts';

export type { PageInfo };

const { name } = owner.profile;
const { features } = owner.site;
const words = t.pages;

/** The site's top-level pages, in navigation order: only the switched-on features', the résumé only when there is one. */
export const navPages: PageInfo[] = [
  page('/', words.home.nav, words.home.title(name, owner.profile.headline), words.home.description(name)),
  page('/projects', words.projects.nav, words.projects.title(name), words.projects.description(name)),
  ...(hasResume(owner) ? [page('/resume', t.resume.nav, t.resume.title(name), t.resume.description(name))] : []),
  page(
    '/contact',
    words.contact.nav,
    words.contact.title(name),
    words.contact.description(name, owner.contact.channels.map((c) => c.label).join(', ')),
  ),
  ...(features.developers ? [page('/developers', words.developers.nav, words.developers.title, words.developers.description(name))] : []),
  ...(features.optimizer ? [page('/optimizer', words.optimizer.nav, words.optimizer.title, words.optimizer.description)] : []),
];

/** One page per project, /projects/<slug>, in the order /projects lists them. */
export const projectPages: PageInfo[] = projectPagesOf(owner);

/** Every HTML page of the site: sitemap, llms.txt, Open Graph images, twins and the MCP resources read this list. */
export const pages: PageInfo[] = [...navPages, ...projectPages];

export function pageByPath(path: string): PageInfo | undefined {
  return pages.find((candidate) => candidate.path === path);
}
