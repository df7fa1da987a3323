import type { APIRoute } from 'astro';
import { resume } from '../../capabilities/resume/index.ts';
import { resumePdf } from '../../capabilities/resume/resume-pdf.ts';
import { type Edition, inEveryLanguage } from '../../data/editions.ts';
import { siteUrl } from '../../data/site.ts';
import { interFonts } from '../../lib/fonts/inter.ts';
import { absoluteUrl } from '../../lib/urls.ts';

/** One per language, like the résumé page; only when the owner has a résumé. */
export const getStaticPaths = () => inEveryLanguage(resume);

/** /resume.pdf (and /<language>/resume.pdf): the résumé page's content, set as a PDF at build time, no browser involved. */
export const GET: APIRoute<{ edition: Edition }> = async ({ props }) => {
  const { owner, t, locale, language, path } = props.edition;
  const home = absoluteUrl(path('/'), siteUrl);
  const { bytes, missing } = await resumePdf({ owner, words: t.resume, locale, language, home }, await interFonts());
  if (missing.length) {
    console.warn(
      `${path('/resume.pdf')}: Inter has no glyph for ${missing.map((text) => JSON.stringify(text)).join(', ')}: drawn as empty boxes, kept as text.`,
    );
  }
  return new Response(bytes, { headers: { 'content-type': 'application/pdf' } });
};
