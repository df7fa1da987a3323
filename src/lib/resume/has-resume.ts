import type { ConditionalRoute } from '../owner/features.ts';
import type { OwnerContent } from '../owner/schema.ts';

/** The owner has a résumé when any of its own sections is filled in; profile, skills and projects alone do not make one. */
export function hasResume(owner: Pick<OwnerContent, 'work' | 'education' | 'languages' | 'certificates'>): boolean {
  return owner.work.length + owner.education.length + owner.languages.length + owner.certificates.length > 0;
}

/** The résumé's page and its JSON Resume endpoint (src/features/), routed only when the owner has a résumé. */
export function resumeRoutes(owner: Parameters<typeof hasResume>[0]): ConditionalRoute[] {
  if (!hasResume(owner)) return [];
  return [
    { pattern: '/resume', entrypoint: './src/features/resume.astro' },
    { pattern: '/resume.json', entrypoint: './src/features/resume.json.ts' },
  ];
}
