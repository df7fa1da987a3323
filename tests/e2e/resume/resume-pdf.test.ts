import { describe, expect, it } from 'vitest';
import { hasResume } from '../../../src/capabilities/resume/has-resume.ts';
import { siteUrl } from '../../../src/data/site.ts';
import { editions } from '../../support/built-editions.ts';
import { elements, parsedHtml, textOf } from '../../support/hast-query.ts';
import { get } from '../../support/http.ts';
import { pdfFonts, pdfInfo, pdfText, unspaced } from '../../support/poppler.ts';

const withResume = editions.filter((edition) => hasResume(edition.owner));

describe.runIf(withResume.length)('the résumé as a PDF, in every language of the built site', () => {
  it.each(withResume.map((edition) => [edition.language, edition] as const))(
    '%s: has the name, every position and organisation and every heading of the résumé page as text, in Inter, on the owner paper, within 300 KB',
    async (_, edition) => {
      const path = edition.document('/resume.pdf');
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);

      const text = unspaced(pdfText(bytes));
      const { owner } = edition;
      expect(text).toContain(unspaced(owner.profile.name));
      for (const work of owner.work) {
        expect(text).toContain(unspaced(work.position));
        expect(text).toContain(unspaced(work.name));
      }
      const page = parsedHtml(await (await get(edition.path('/resume'))).text());
      const headings = elements(page, (element) => element.tagName === 'h2' && String(element.properties.id ?? '').startsWith('resume-'));
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings) expect(text).toContain(unspaced(textOf(heading)));

      const fonts = pdfFonts(bytes).map((font) => ({ ...font, name: font.name.replace(/^[A-Z]{6}\+/, '') }));
      expect(fonts).toEqual([
        expect.objectContaining({ name: 'Inter-Regular', embedded: true, unicode: true }),
        expect.objectContaining({ name: 'Inter-Bold', embedded: true, unicode: true }),
      ]);
      const { fields, errors } = pdfInfo(bytes);
      expect(errors).toBe('');
      expect(fields['Page size']).toContain(owner.site.resumePaper === 'letter' ? '(letter)' : '(A4)');

      // Linked from the résumé page, and named in llms.txt, in the same language.
      const links = elements(page, (element) => element.tagName === 'a' && element.properties.href === path);
      expect(links.map((link) => link.properties.type)).toEqual(['application/pdf']);
      expect(await (await get(edition.document('/llms.txt'))).text()).toContain(`GET ${siteUrl}${path}`);
    },
  );
});
