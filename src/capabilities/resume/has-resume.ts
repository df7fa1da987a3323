import type { OwnerContent } from '../../lib/owner/schema.ts';

/** The résumé's own sections: any one filled in makes a résumé (profile, skills and projects alone do not). */
const SECTIONS = ['work', 'education', 'languages', 'certificates', 'volunteer', 'awards', 'publications', 'interests'] as const;

/** The owner has a résumé when any of its own sections is filled in; references alone, often private, do not make one. */
export function hasResume(owner: Pick<OwnerContent, (typeof SECTIONS)[number]>): boolean {
  return SECTIONS.some((section) => owner[section].length > 0);
}
