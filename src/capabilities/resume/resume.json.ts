import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { jsonResume } from './core/json-resume.ts';

/** /resume.json: the owner's résumé as JSON Resume, routed by src/integrations/features.ts only when there is one. */
export const GET = () =>
  new Response(JSON.stringify(jsonResume(owner, siteUrl, new Date()), null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
