import type { OwnerContent } from '../../lib/owner/schema.ts';

/** The owner has a résumé when any of its own sections is filled in; profile, skills and projects alone do not make one. */
export function hasResume(owner: Pick<OwnerContent, 'work' | 'education' | 'languages' | 'certificates'>): boolean {
  return owner.work.length + owner.education.length + owner.languages.length + owner.certificates.length > 0;
}
