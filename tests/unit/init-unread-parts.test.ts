import { describe, expect, it } from 'vitest';
import { unreadParts } from '../../scripts/lib/init/unread-parts.ts';
import { ResumeSchema } from '../../scripts/lib/init/resume-schema.ts';
import { luciaResumeJson } from '../support/init-sources.ts';

describe('unreadParts', () => {
  it("names each section and field of JSON Resume's schema that init does not read, once, with [] for list entries", () => {
    const resume = {
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: { name: 'Ada', phone: '+54 11 5555 0000', location: { city: 'Rosario', address: 'Calle 1', postalCode: '2000' } },
      work: [{ name: 'Sur', position: 'Dev', startDate: '2020' }],
      volunteer: [{ organization: 'Club', position: 'Coach', colour: 'blue' }],
      awards: [{ title: 'Prize' }],
      publications: [{ name: 'Paper' }],
      interests: [{ name: 'Chess' }],
      references: [{ name: 'Bob', reference: 'Great.' }],
      projects: [
        { name: 'One', highlights: ['Fast'], roles: ['Lead'] },
        { name: 'Two', roles: ['Dev'], entity: 'Sur', type: 'application' },
      ],
      skills: [{ name: 'Go', level: 'Master' }],
      meta: { version: 'v1.0.0' },
    };
    expect(ResumeSchema.safeParse(resume).success).toBe(true);
    expect(unreadParts(resume)).toEqual([
      'basics.phone',
      'basics.location.address',
      'basics.location.postalCode',
      // Every section of JSON Resume is read now; a field outside the standard still is not.
      'volunteer[].colour',
      'projects[].entity',
      'projects[].type',
      'skills[].level',
    ]);
  });

  it('says nothing of empty values, of metadata, or of what init reads', () => {
    expect(unreadParts({ volunteer: [], awards: null, basics: { phone: '' }, meta: { canonical: 'x' }, $schema: 'x' })).toEqual([]);
    const read = { basics: { name: 'Ada', url: 'https://ada.example' }, work: [{ name: 'Sur', position: 'Dev', startDate: '2020' }] };
    expect(unreadParts(read)).toEqual([]);
  });

  it('never names a field that the parsed résumé keeps', () => {
    const json = luciaResumeJson();
    const parsed = ResumeSchema.parse(json);
    for (const path of unreadParts(json)) {
      const [section, field] = path.split('[].');
      const entries = (parsed as Record<string, unknown>)[section!];
      if (field && Array.isArray(entries)) for (const entry of entries) expect(entry).not.toHaveProperty(field);
      else expect(parsed).not.toHaveProperty(path);
    }
  });
});
