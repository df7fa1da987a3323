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
