import { resume } from '../../capabilities/resume/index.ts';
import { inEveryLanguage } from '../../data/editions.ts';
import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { jsonResume } from '../../capabilities/resume/core/json-resume.ts';

/** Built once, at the root, for every language; only when the owner has a résumé. */
export const getStaticPaths = () => inEveryLanguage(resume).filter(({ params }) => !params.lang);

/** /resume.json: the owner's résumé as JSON Resume. */
export const GET = () =>
  new Response(JSON.stringify(jsonResume(owner, siteUrl, new Date()), null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
