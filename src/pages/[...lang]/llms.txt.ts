import type { APIRoute } from 'astro';
import { renderLlmsTxt } from '../../lib/discovery/llms-txt.ts';
import { siteLlmsDocument } from '../../data/llms.ts';
import { type Edition, editions, inEveryLanguage } from '../../data/editions.ts';
import { pagesIn } from '../../data/site-pages.ts';
import { siteUrl } from '../../data/site.ts';

export const getStaticPaths = () => inEveryLanguage();

/** /llms.txt in the default language, and /<language>/llms.txt in each further one: each names the others. */
export const GET: APIRoute<{ edition: Edition }> = async ({ props }) => {
  const edition = props.edition;
  const others = editions
    .filter((other) => other !== edition)
    .map((other) => ({ language: other.language, path: other.document('/llms.txt') }));
  const document = siteLlmsDocument(edition.owner, await pagesIn(edition), siteUrl, others);
  return new Response(renderLlmsTxt(document), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
