import { slugify } from './normalize.ts';

/** A project's address under /projects/: the slug its owner set, else one made from its name. */
export const projectSlug = (project: { name: string; slug?: string | undefined }): string => project.slug ?? slugify(project.name);
