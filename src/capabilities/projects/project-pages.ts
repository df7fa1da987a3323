import { type PageInfo, pageInfo } from '../../lib/markdown/page-info.ts';
import { featuredFirst } from './project-order.ts';
import { projectPath } from '../../lib/owner/project-slug.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { projectsWordsIn } from './words/index.ts';

/** One page per project, /projects/<slug>, in the order /projects lists them; its description is the project's summary. */
export function projectPages(owner: OwnerContent): PageInfo[] {
  const words = projectsWordsIn(owner.site.language).projects;
  return featuredFirst(owner.projects).map((project) =>
    pageInfo(projectPath(project), project.name, words.projectTitle(project.name, owner.profile.name), project.summary),
  );
}
