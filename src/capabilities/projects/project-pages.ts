import { dictionaryFor } from '../../data/dictionaries.ts';
import { type PageInfo, pageInfo } from '../../lib/markdown/page-info.ts';
import { featuredFirst } from './project-order.ts';
import { projectPath } from '../../lib/owner/project-slug.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';

/** One page per project, /projects/<slug>, in the order /projects lists them; its description is the project's summary. */
export function projectPages(owner: OwnerContent): PageInfo[] {
  const words = dictionaryFor(owner.site.language).pages.project;
  return featuredFirst(owner.projects).map((project) =>
    pageInfo(projectPath(project), project.name, words.title(project.name, owner.profile.name), project.summary),
  );
}
