import { describe, expect, it } from 'vitest';
import { profilePageJsonLd } from '../../src/lib/discovery/json-ld.ts';
import { jsonForScript } from '../../src/lib/html/json-for-script.ts';
import { type OwnerContent, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { languageCode } from '../../src/lib/i18n/language-code.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';

const SITE = 'https://site.test';
const person = (owner: OwnerContent) => profilePageJsonLd(owner, SITE).mainEntity as Record<string, unknown>;

describe.each(Object.entries(fixtureOwners))('the JSON-LD Person of the %s owner', (_, owner: OwnerContent) => {
  it('works for the organisations of its current positions, and only those', () => {
    const current = owner.work.filter((work) => work.endDate === undefined);
    expect(current.length).toBeGreaterThan(0);
    expect(person(owner).worksFor).toEqual(
      current.map((work) => ({ '@type': 'Organization', name: work.name, ...(work.url ? { url: work.url } : {}) })),
    );
  });

  it('is an alumnus of each educational institution', () => {
    expect(person(owner).alumniOf).toEqual(
      owner.education.map((entry) => ({
        '@type': 'EducationalOrganization',
        name: entry.institution,
        ...(entry.url ? { url: entry.url } : {}),
      })),
    );
  });

  it('knows each language, with its BCP 47 code where the name is one Intl knows', () => {
    const languages = person(owner).knowsLanguage as { '@type': string; name: string; alternateName?: string }[];
    expect(languages.map((entry) => entry.name)).toEqual(owner.languages.map((entry) => entry.language));
    for (const entry of languages) {
      expect(entry['@type']).toBe('Language');
      expect(entry.alternateName).toBe(languageCode(entry.name, owner.site.language));
    }
    expect(languages.some((entry) => entry.alternateName)).toBe(true);
  });

  it('still cannot close its script element', () => {
    const text = jsonForScript(profilePageJsonLd(owner, SITE));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(profilePageJsonLd(owner, SITE));
  });
});

describe('the JSON-LD Person of an owner without résumé data', () => {
  it('has no worksFor, alumniOf or knowsLanguage keys, and no worksFor when every position has ended', () => {
    const none = parseOwnerContent({ ...exampleOwnerInput, work: [], education: [], languages: [], certificates: [] });
    for (const key of ['worksFor', 'alumniOf', 'knowsLanguage']) expect(person(none)).not.toHaveProperty(key);
    const past = parseOwnerContent({
      ...exampleOwnerInput,
      work: [{ name: 'Old Co', position: 'Engineer', startDate: '2010', endDate: '2012' }],
    });
    expect(person(past)).not.toHaveProperty('worksFor');
  });

  it('names an organisation once, however many current positions the owner holds there', () => {
    const twice = parseOwnerContent({
      ...exampleOwnerInput,
      work: [
        { name: 'Acme', position: 'Engineer', startDate: '2020' },
        { name: 'ACME ', position: 'Mentor', startDate: '2021' },
      ],
    });
    expect(person(twice).worksFor).toEqual([{ '@type': 'Organization', name: 'Acme' }]);
  });
});
