import { slugify } from './normalize.ts';

/** A project's address under /projects/: the slug its owner set, else one made from its name. */
export const projectSlug = (project: { name: string; slug?: string | undefined }): string => project.slug ?? slugify(project.name);

/** Where the projects' list is, and their pages below it. */
export const PROJECTS_PATH = '/projects';

/** A project's page on the site. */
export const projectPath = (project: { slug: string }) => `${PROJECTS_PATH}/${project.slug}`;

const PROJECT_PAGE = new RegExp(`^${PROJECTS_PATH}/[^/]+$`);
/** Whether a page path is a project's page: "/projects/pgmigra", not "/projects". */
export const isProjectPath = (path: string) => PROJECT_PAGE.test(path);
