import { describe, expect, it } from 'vitest';
import { InitError } from '../../scripts/lib/init/errors.ts';
import { draftFromResume, locationText } from '../../scripts/lib/init/from-resume.ts';
import { jsonPath, parseResume, ResumeSchema } from '../../scripts/lib/init/resume-schema.ts';
import { normalizedKey } from '../../src/lib/owner/normalize.ts';
import { HOSTILE } from '../fixtures/owners/index.ts';
import { luciaResume, luciaResumeJson, RESUME_FILE } from '../support/init-sources.ts';

type Json = Record<string, unknown> & { work: Record<string, unknown>[]; basics: Record<string, unknown> };

const failure = (json: string) => {
  try {
    parseResume(json, RESUME_FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(InitError);
    return (error as Error).message;
  }
  throw new Error('the résumé was accepted');
};

describe('parseResume', () => {
  it('accepts the fixture, a JSON Resume with unknown fields ($schema, meta, skills[].level)', () => {
    expect(() => luciaResume()).not.toThrow();
  });

  it('names the JSON path and the rule of a wrong date', () => {
    const json = luciaResumeJson() as Json;
    json.work[1]!.startDate = 'marzo de 2018';
    expect(failure(JSON.stringify(json))).toContain('work[1].startDate: must be YYYY, YYYY-MM or YYYY-MM-DD');
  });

  it('names the path of a value of the wrong type', () => {
    const json = luciaResumeJson() as Json;
    json.basics.name = 42;
    expect(failure(JSON.stringify(json))).toMatch(/basics\.name: .*expected string/);
  });

  it('says when the file is not JSON at all', () => {
    expect(failure('{ "basics": ')).toContain(`The résumé ${RESUME_FILE} is not JSON`);
  });

  it('takes a blank date as no date (many exported résumés leave endDate "")', () => {
    const result = ResumeSchema.safeParse({ work: [{ name: 'Sur', position: 'Dev', startDate: '2020', endDate: '' }] });
    expect(result.success).toBe(true);
    const { draft } = draftFromResume(result.data!, 'es');
    expect(draft.work[0]).not.toHaveProperty('endDate');
  });

  it('writes paths as they read in JSON', () => {
    expect(jsonPath(['work', 2, 'startDate'])).toBe('work[2].startDate');
    expect(jsonPath([])).toBe('(the whole file)');
  });
});

describe('draftFromResume', () => {
  const resume = luciaResume();
  const json = luciaResumeJson() as Json & { projects: { name: string }[]; skills: { name: string; keywords: string[] }[] };
  const { draft, sections, notes } = draftFromResume(resume, 'es-AR');

  it('maps basics: label -> headline, summary -> bio, url -> website, email, image; hostile text kept verbatim (outputs escape it)', () => {
    expect(draft.name).toBe(json.basics.name);
    expect(draft.headline).toBe(json.basics.label);
    expect(draft.bio).toBe(json.basics.summary);
    expect(draft.website).toBe(json.basics.url);
    expect(draft.email).toBe(json.basics.email);
    expect(draft.image).toBe(json.basics.image);
    expect(draft.bio).toContain(HOSTILE.script);
  });

  it('lists every section it found and notes nothing when every entry is complete', () => {
    expect(sections).toEqual(['basics', 'work', 'education', 'skills', 'languages', 'certificates', 'projects']);
    expect(notes).toEqual([]);
  });

  it('flattens skill names and keywords into distinct skills', () => {
    const all = json.skills.flatMap((skill) => [skill.name, ...skill.keywords]);
    expect(draft.skills.map(normalizedKey)).toEqual([...new Set(all.map(normalizedKey))]);
  });

  it('keeps projects with their keywords as tags, a code-host URL as repoUrl and another URL as demoUrl', () => {
    expect(draft.projects.map((p) => p.name)).toEqual(json.projects.map((p) => p.name));
    for (const project of draft.projects) {
      const url = project.repoUrl ?? project.demoUrl;
      expect(url).toBeDefined();
      expect(Boolean(project.repoUrl)).toBe(new URL(url!).hostname === 'github.com');
    }
  });

  it('reads a web address written without its scheme as https://, and says so', () => {
    const reading = draftFromResume(
      ResumeSchema.parse({
        basics: { url: 'www.lucia.example' },
        projects: [
          { name: 'App', url: 'app.example/demo' },
          { name: 'Code', url: 'github.com/lucia/code' },
        ],
      }),
      'en',
    );
    expect(reading.draft.website).toBe('https://www.lucia.example');
    expect(reading.draft.projects.map((p) => [p.demoUrl, p.repoUrl])).toEqual([
      ['https://app.example/demo', undefined],
      [undefined, 'https://github.com/lucia/code'],
    ]);
    expect(reading.notes).toEqual([
      'basics.url "www.lucia.example" read as https://www.lucia.example',
      'projects[0].url "app.example/demo" read as https://app.example/demo',
      'projects[1].url "github.com/lucia/code" read as https://github.com/lucia/code',
    ]);
  });

  it('leaves out, and says so, an address the site cannot link', () => {
    const bad = ['ftp://files.example/cv', 'javascript:alert(1)', 'localhost', 'not a url'];
    const reading = draftFromResume(
      ResumeSchema.parse({ work: bad.map((url) => ({ name: 'Sur', position: 'Dev', startDate: '2020', url })) }),
      'en',
    );
    expect(reading.draft.work.map((entry) => entry.url)).toEqual([undefined, undefined, undefined, undefined]);
    expect(reading.notes).toEqual(bad.map((url, index) => `work[${index}].url "${url}" left out: not a web address`));
  });

  it('leaves out, and notes, entries that lack what the owner schema requires', () => {
    const reading = draftFromResume(ResumeSchema.parse({ work: [{ name: 'Sur', startDate: '2020' }], education: [{ area: 'CS' }] }), 'en');
    expect(reading.draft.work).toEqual([]);
    expect(reading.draft.education).toEqual([]);
    expect(reading.notes).toEqual(['work[0] left out: it has no position', 'education[0] left out: it has no institution']);
  });
});

describe('locationText', () => {
  it('names the country in the site language and drops a region equal to the city', () => {
    expect(locationText({ city: 'Múnich', region: 'Múnich', countryCode: 'DE' }, 'es')).toBe('Múnich, Alemania');
    expect(locationText({ city: 'Munich', countryCode: 'de' }, 'en')).toBe('Munich, Germany');
  });

  it('keeps a country code Intl does not know as written, and gives nothing for an empty location', () => {
    expect(locationText({ countryCode: 'Atlantis' }, 'en')).toBe('Atlantis');
    expect(locationText({}, 'en')).toBeUndefined();
  });
});
