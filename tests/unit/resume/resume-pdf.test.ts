import { describe, expect, it } from 'vitest';
import { resumePdf } from '../../../src/capabilities/resume/resume-pdf.ts';
import { editionsOf } from '../../../src/data/edition.ts';
import { interFonts } from '../../../src/lib/fonts/inter.ts';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { pdfInfo, pdfText, unspaced } from '../../support/poppler.ts';

const HOME = 'https://owner.example/';

async function pdfOf(owner: OwnerContent) {
  const [edition] = editionsOf({ owner, capabilityContent: {}, translatedWriteups: {} });
  const { t, locale, language } = edition!;
  const result = await resumePdf({ owner, words: t.resume, locale, language, home: HOME }, await interFonts());
  return { ...result, words: t.resume, text: unspaced(pdfText(result.bytes)), info: pdfInfo(result.bytes) };
}

describe.each(Object.entries(fixtureOwners))('the résumé PDF of the %s owner', (_, owner: OwnerContent) => {
  it('has the name, every position with its organisation, and every section the owner filled in, as text', async () => {
    const { text, words } = await pdfOf(owner);
    expect(text).toContain(unspaced(owner.profile.name));
    for (const work of owner.work) {
      expect(text).toContain(unspaced(work.position));
      expect(text).toContain(unspaced(work.name));
    }
    const sections = [
      [words.contact, true],
      [words.work, owner.work.length > 0],
      [words.education, owner.education.length > 0],
      [words.skills, owner.profile.skills.length > 0],
      [words.languages, owner.languages.length > 0],
      [words.certificates, owner.certificates.length > 0],
      [words.volunteer, owner.volunteer.length > 0],
      [words.awards, owner.awards.length > 0],
      [words.publications, owner.publications.length > 0],
      [words.projects, owner.projects.some((project) => project.featured)],
      [words.interests, owner.interests.length > 0],
      [words.references, owner.references.public && owner.references.entries.length > 0],
    ] as const;
    for (const [heading, shown] of sections) expect(text.includes(unspaced(heading)), heading).toBe(shown);
  });

  it('is an undamaged A4 PDF of at most 300 KB, titled and authored by the owner', async () => {
    const { bytes, info, words } = await pdfOf(owner);
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(info.errors).toBe('');
    expect(info.fields['Page size']).toMatch(/\(A4\)/);
    expect(info.fields.Title).toBe(words.title(owner.profile.name).replace(/\s+/g, ' '));
    expect(info.fields.Author).toBe(owner.profile.name.replace(/\s+/g, ' '));
  });
});

describe('the résumé PDF', () => {
  it('is set on US Letter when the owner chooses it', async () => {
    const { info } = await pdfOf({ ...fixtureOwners.example, site: { ...fixtureOwners.example.site, resumePaper: 'letter' } });
    expect(info.fields['Page size']).toMatch(/\(letter\)/);
  });

  it('keeps a name in a script Inter lacks as text, and names the characters it could not draw', async () => {
    const name = '王小明 (Wang Xiaoming)';
    const { text, missing } = await pdfOf({ ...fixtureOwners.example, profile: { ...fixtureOwners.example.profile, name } });
    expect(text).toContain(unspaced(name));
    expect(missing.sort()).toEqual(['小', '明', '王']);
  });
});
