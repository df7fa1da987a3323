// Pages as a site has them, for the unit tests of what lists pages (llms.txt, MCP's resources and
// search), which run before any build: the home, projects, contact and developers pages and one page per
// project, worded from the dictionaries as their page files word them. What the build lists (from
// the page files themselves) is tests/support/built-editions.ts.
import { featuredFirst } from '../../src/capabilities/projects/project-order.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { type PageInfo, pageInfo } from '../../src/lib/markdown/page-info.ts';
import { PROJECTS_PATH, projectPath } from '../../src/lib/owner/project-slug.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

/** The navigation's pages (home, projects, contact, developers) with their places, then a page per project in the order /projects lists them. */
export function examplePages(owner: OwnerContent): PageInfo[] {
  const t = dictionaryFor(owner.site.language);
  const { name, headline } = owner.profile;
  const channels = owner.contact.channels.map((channel) => channel.label).join(', ');
  return [
    { ...pageInfo('/', t.pages.home.nav, t.pages.home.title(name, headline), t.pages.home.description(name)), navOrder: 0 },
    { ...pageInfo(PROJECTS_PATH, t.projects.nav, t.projects.title(name), t.projects.description(name)), navOrder: 10 },
    { ...pageInfo('/contact', t.profile.nav, t.profile.title(name), t.profile.description(name, channels)), navOrder: 30 },
    { ...pageInfo('/developers', t.developers.nav, t.developers.title, t.developers.description(name)), navOrder: 40 },
    ...exampleProjectPages(owner),
  ];
}

/** A page per project, in the order /projects lists them; its description is the project's summary. */
export function exampleProjectPages(owner: OwnerContent): PageInfo[] {
  const words = dictionaryFor(owner.site.language).projects;
  return featuredFirst(owner.projects).map((project) =>
    pageInfo(projectPath(project), project.name, words.projectTitle(project.name, owner.profile.name), project.summary),
  );
}
