import type { Project } from '../../lib/owner/schema.ts';

/** The order /projects lists them in, and its pages link through: featured first, otherwise as the owner wrote them. */
export const featuredFirst = (projects: readonly Project[]): Project[] =>
  [...projects].sort((a, b) => Number(b.featured) - Number(a.featured));

/** The projects before and after one in that order; undefined at either end. */
export function neighbours(projects: readonly Project[], slug: string): { previous?: Project; next?: Project } {
  const ordered = featuredFirst(projects);
  const at = ordered.findIndex((project) => project.slug === slug);
  if (at === -1) return {};
  return { previous: ordered[at - 1], next: ordered[at + 1] };
}

/** Where the projects' list is, and their pages below it. */
export const PROJECTS_PATH = '/projects';

/** A project's page on the site. */
export const projectPath = (project: Pick<Project, 'slug'>) => `${PROJECTS_PATH}/${project.slug}`;

const PROJECT_PAGE = new RegExp(`^${PROJECTS_PATH}/[^/]+$`);
/** Whether a page path is a project's page: "/projects/pgmigra", not "/projects". */
export const isProjectPath = (path: string) => PROJECT_PAGE.test(path);
