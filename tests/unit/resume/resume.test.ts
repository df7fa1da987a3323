import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { formatResumeDate } from '../../../src/lib/i18n/format.ts';
import { type OwnerContent, parseOwnerContent } from '../../../src/lib/owner/schema.ts';
import { hasResume } from '../../../src/capabilities/resume/has-resume.ts';
import { resume as resumeCapability } from '../../../src/capabilities/resume/index.ts';
import { jsonResume } from '../../../src/capabilities/resume/core/json-resume.ts';
import { languageCode } from '../../../src/lib/i18n/language-code.ts';
import { periodOf } from '../../../src/lib/i18n/period.ts';
import { periodText } from '../../../src/capabilities/resume/core/period-text.ts';
import { JsonResumeSchema } from '../../../src/capabilities/resume/core/schema.ts';
import { fixtureOwners, HOSTILE } from '../../fixtures/owners/index.ts';
import { exampleOwnerInput } from '../../fixtures/owners/example.ts';
import { jsonResumeErrors } from '../../support/json-resume.ts';

const SITE = 'https://site.test';
const BUILT_AT = new Date('2026-11-20T14:03:11.123Z');
/** Every section of the résumé's own, empty. */
const NO_RESUME = { work: [], education: [], languages: [], certificates: [], volunteer: [], awards: [], publications: [], interests: [] };
const ownerWithout = (overrides: Record<string, unknown> = {}) =>
  parseOwnerContent({ ...exampleOwnerInput, ...NO_RESUME, ...overrides }, 'an owner without a résumé');

describe.each(Object.entries(fixtureOwners))('the JSON Resume of the %s owner', (_, owner: OwnerContent) => {
  const resume = jsonResume(owner, SITE, BUILT_AT);
  const words = dictionaryFor(owner.site.language).resume;

  it('is valid against @jsonresume/schema and against the zod schema the MCP tool declares', () => {
    expect(jsonResumeErrors(resume)).toEqual([]);
    expect(JsonResumeSchema.safeParse(resume).success).toBe(true);
  });

  it('says who the owner is, with the address of the email channel and the location as one free-text region', () => {
    const { profile } = owner;
    const email = owner.contact.channels.find((channel) => channel.kind === 'email');
    expect(resume.basics).toMatchObject({
      name: profile.name,
      label: profile.headline,
      summary: profile.bio,
      url: `${SITE}/`,
      location: { region: profile.location },
    });
    expect(resume.basics.email).toBe(email?.url.replace(/^mailto:/, ''));
    const networks = resume.basics.profiles.map((p) => p.network);
    expect(networks).toEqual([...(profile.website ? [words.website] : []), ...profile.profiles.map((p) => p.network)]);
  });

  it('keeps every section in the owner order: work (a current position has no end), education, skills, languages, certificates, projects', () => {
    expect(resume.work.map((w) => [w.position, w.name, w.endDate])).toEqual(owner.work.map((w) => [w.position, w.name, w.endDate]));
    expect(resume.work.map((w) => 'endDate' in w)).toEqual(owner.work.map((w) => w.endDate !== undefined));
    expect(resume.education.map((e) => e.institution)).toEqual(owner.education.map((e) => e.institution));
    expect(resume.skills).toEqual(owner.profile.skills.map((name) => ({ name })));
    expect(resume.languages.map((l) => l.language)).toEqual(owner.languages.map((l) => l.language));
    expect(resume.certificates.map((c) => c.name)).toEqual(owner.certificates.map((c) => c.name));
    expect(resume.projects.map((p) => [p.name, p.description, p.keywords])).toEqual(owner.projects.map((p) => [p.name, p.summary, p.tags]));
  });

  it('writes every URL as an RFC 3986 URI, whatever characters the owner typed into it', () => {
    const urls = [
      ...resume.basics.profiles.map((p) => p.url),
      ...resume.work.flatMap((w) => w.url ?? []),
      ...resume.projects.flatMap((p) => p.url ?? []),
    ];
    for (const url of urls) expect(url).not.toMatch(/[<>"\s]/);
    if (owner.profile.website) expect(urls).toContain(new URL(owner.profile.website).href);
  });

  it('names its schema, where it lives and when the site was built; without a build time, no lastModified', () => {
    expect(resume.$schema).toMatch(/^https:\/\/.+\/schema\.json$/);
    expect(resume.meta).toEqual({ canonical: `${SITE}/resume.json`, version: 'v1.0.0', lastModified: '2026-11-20T14:03:11' });
    expect(jsonResume(owner, SITE).meta).not.toHaveProperty('lastModified');
  });

  it('makes the owner one with a résumé: the capability that builds the page and the JSON endpoint is on', () => {
    expect(hasResume(owner)).toBe(true);
    expect(resumeCapability.isOn(owner)).toBe(true);
  });
});

describe('an owner without résumé data', () => {
  it('has no résumé, so the capability is off and neither its page nor /resume.json is built', () => {
    const owner = ownerWithout();
    expect(hasResume(owner)).toBe(false);
    expect(resumeCapability.isOn(owner)).toBe(false);
  });

  it('has one as soon as any résumé section is filled in', () => {
    for (const section of [
      { languages: [{ language: 'Klingon' }] },
      { certificates: [{ name: 'A certificate' }] },
      { education: [{ institution: 'A school' }] },
      { work: [{ name: 'A company', position: 'Engineer', startDate: '2020' }] },
    ]) {
      expect(hasResume(ownerWithout(section)), JSON.stringify(section)).toBe(true);
    }
  });
});

describe('periods', () => {
  it('end a current position with the word for "present", in the owner language', () => {
    for (const language of ['en', 'es-AR']) {
      const present = dictionaryFor(language).resume.present;
      const period = periodOf({ startDate: '2021-02' }, language, { current: true });
      expect(periodText(period, present)).toBe(`${formatResumeDate('2021-02', language)} – ${present}`);
    }
  });

  it('leave out what is not known: no end without current, nothing without dates', () => {
    expect(periodText(periodOf({ startDate: '2012' }, 'en'), 'present')).toBe('2012');
    expect(periodText(periodOf({ startDate: '2012', endDate: '2017' }, 'en'), 'present')).toBe('2012 – 2017');
    expect(periodOf({}, 'en', { current: true })).toEqual({ end: 'present' });
    expect(periodText(periodOf({}, 'en'), 'present')).toBe('');
  });
});

describe('language codes', () => {
  it('are found for a name Intl gives one language, in the site language, English or the language itself', () => {
    expect(languageCode('English', 'en')).toBe('en');
    expect(languageCode('Español', 'en')).toBe('es');
    expect(languageCode('inglés', 'es-AR')).toBe('en');
    expect(languageCode('  portugues ', 'es')).toBe('pt');
  });

  it('are not guessed for anything else', () => {
    expect(languageCode('Native English', 'en')).toBeUndefined();
    expect(languageCode('Inglés', 'en')).toBeUndefined();
    expect(languageCode(`Inglés ${HOSTILE.link}`, 'es-AR')).toBeUndefined();
    expect(languageCode('en', 'en')).toBeUndefined();
  });
});
