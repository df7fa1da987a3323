import { describe, expect, it } from 'vitest';
import { draftFromResume } from '../../scripts/lib/init/from-resume.ts';
import { withCurrentNames } from '../../scripts/lib/init/older-names.ts';
import { parseResume } from '../../scripts/lib/init/resume-schema.ts';
import { unreadParts } from '../../scripts/lib/init/unread-parts.ts';

/** A résumé as JSON Resume wrote them before 1.0: `company`, `website`, `picture`, `gpa`. */
const olderResume = () => ({
  basics: { name: 'Ada Example', label: 'Engineer', picture: 'https://img.example/ada.png', website: 'https://ada.example' },
  work: Array.from({ length: 9 }, (_, index) => ({
    company: `Company ${index + 1}`,
    position: 'Engineer',
    website: index % 2 ? `https://company${index + 1}.example` : undefined,
    startDate: `${2010 + index}-01`,
  })),
  volunteer: [{ organization: 'Club', position: 'Coach', website: 'https://club.example' }],
  publications: [{ name: 'Notes', website: 'https://notes.example' }],
  education: [{ institution: 'University', area: 'CS', gpa: '4.0' }],
});

describe("JSON Resume's older field names", () => {
  it('are read as today’s: a résumé in them keeps every job, with its name and address', () => {
    const { resume, renamed } = parseResume(JSON.stringify(olderResume()), 'resume.json');
    const { draft, notes } = draftFromResume(resume, 'en');
    expect(draft.work.map((job) => job.name)).toEqual(Array.from({ length: 9 }, (_, index) => `Company ${index + 1}`));
    expect(draft.work[1]).toMatchObject({ url: 'https://company2.example' });
    expect(notes.filter((note) => note.includes('left out'))).toEqual([]);
    expect(renamed).toEqual([
      'basics.website → url',
      'basics.picture → image',
      'work[].company → name (9)',
      'work[].website → url (4)',
      'volunteer[].website → url (1)',
      'publications[].website → url (1)',
      'education[].gpa → score (1)',
    ]);
  });

  it("leave a résumé in today's names as it is, and name nothing", () => {
    const current = { basics: { name: 'A', url: 'https://a.example' }, work: [{ name: 'Sur', position: 'Dev', startDate: '2020' }] };
    expect(withCurrentNames(current)).toEqual({ data: current, renamed: [] });
  });

  it('give way to today’s name where both are written, the older one then counted as unread', () => {
    const both = { work: [{ name: 'Today', company: 'Before', position: 'Dev', startDate: '2020' }] };
    const { data, renamed } = withCurrentNames(both);
    expect(data).toEqual(both);
    expect(renamed).toEqual([]);
    expect(unreadParts(data)).toEqual(['work[].company']);
  });

  it('change nothing of the résumé given, and pass over what is not an object', () => {
    const given = olderResume();
    const copy = structuredClone(given);
    withCurrentNames(given);
    expect(given).toEqual(copy);
    expect(withCurrentNames(null)).toEqual({ data: null, renamed: [] });
    expect(withCurrentNames({ work: 'not a list', basics: [] }).renamed).toEqual([]);
  });
});
