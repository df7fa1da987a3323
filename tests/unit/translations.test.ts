import { describe, expect, it } from 'vitest';
import { ownerProblems } from '../support/owner-problems.ts';
import { supportedLanguages, uiLanguage } from '../../src/lib/i18n/languages.ts';
import { languagePrefix, localizedPath, pathLanguage } from '../../src/lib/i18n/paths.ts';
import { defaultLanguage, fallbackLanguage, localize } from '../../src/lib/owner/localize.ts';
import { type OwnerContentInput, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';
import { hostileOwnerInput } from '../fixtures/owners/hostile-es.ts';

/** `input` with a second language: the first project's summary and the headline translated. */
function bilingual(input: OwnerContentInput, second: string): OwnerContentInput {
  const owner = parseOwnerContent(input);
  const [project] = owner.projects;
  return {
    ...input,
    translations: {
      [second]: {
        profile: { headline: `${second}: ${owner.profile.headline}`.slice(0, 120) },
        projects: { [project!.slug]: { summary: `${second}: ${project!.summary}`.slice(0, 280) } },
      },
    },
  };
}

const problems = ownerProblems;

describe.each([
  ['an English default, Spanish second', exampleOwnerInput, 'es'],
  ['a Spanish (es-AR) default, English second', hostileOwnerInput, 'en'],
] as const)('a site in two languages: %s', (_, input, second) => {
  const owner = parseOwnerContent(bilingual(input, second));
  const first = owner.site.language;

  it('lists its languages, the default first, and writes nothing else into the texts', () => {
    expect(owner.site.languages).toEqual([first, second]);
    expect(defaultLanguage(owner)).toBe(first);
    expect(owner.profile).toEqual(parseOwnerContent(input).profile);
  });

  it('puts the translated texts in place and says the language it is in', () => {
    const translated = localize(owner, second);
    expect(translated.site.language).toBe(second);
    expect(translated.site.languages).toEqual([first, second]);
    expect(translated.profile.headline.startsWith(`${second}: `)).toBe(true);
    expect(translated.projects[0]!.summary.startsWith(`${second}: `)).toBe(true);
    expect(fallbackLanguage(translated, ['profile', 'headline'])).toBeUndefined();
    expect(fallbackLanguage(translated, ['projects', owner.projects[0]!.slug, 'summary'])).toBeUndefined();
  });

  it('leaves an untranslated text in the default language, and marks it with that language', () => {
    const translated = localize(owner, second);
    expect(translated.profile.bio).toBe(owner.profile.bio);
    expect(fallbackLanguage(translated, ['profile', 'bio'])).toBe(first);
    for (const project of translated.projects.slice(1)) {
      expect(fallbackLanguage(translated, ['projects', project.slug, 'summary'])).toBe(first);
    }
  });

  it('marks nothing in the default language', () => {
    expect(localize(owner, first)).toBe(owner);
    expect(fallbackLanguage(owner, ['profile', 'bio'])).toBeUndefined();
  });

  it('does not change the owner content it was given', () => {
    const before = structuredClone(owner);
    localize(owner, second);
    expect(owner).toEqual(before);
  });

  it('refuses a language the site is not in, and content already translated', () => {
    expect(() => localize(owner, 'fr')).toThrow(/not one of the site's languages/);
    expect(() => localize(localize(owner, second), first)).toThrow(/as written/);
  });
});

describe('a site in every shipped language', () => {
  const first = parseOwnerContent(exampleOwnerInput).site.language;
  const others = supportedLanguages.filter((language) => language !== uiLanguage(first));
  const owner = parseOwnerContent({
    ...exampleOwnerInput,
    translations: Object.fromEntries(others.map((language) => [language, bilingual(exampleOwnerInput, language).translations![language]!])),
  });

  it('lists them all, the default first', () => {
    expect(owner.site.languages).toEqual([first, ...others]);
  });

  it.each(others)('puts the %s texts in place', (language) => {
    const translated = localize(owner, language);
    expect(translated.site.language).toBe(language);
    expect(translated.profile.headline.startsWith(`${language}: `)).toBe(true);
    expect(fallbackLanguage(translated, ['profile', 'bio'])).toBe(first);
  });
});

describe('translation validation', () => {
  it('names a translation whose key has no default text', () => {
    const input = structuredClone(exampleOwnerInput) as OwnerContentInput;
    const past = input.work?.length ?? 0;
    input.translations = {
      es: {
        projects: { 'no-such-project': { summary: 'Nada' } },
        work: [...Array.from({ length: past }, () => ({})), { position: 'Nadie' }],
        profile: { headline: 'Titular' },
      },
    };
    expect(problems(input)).toEqual([
      '  - translations.es.projects.no-such-project.summary: translates nothing: the default language has no text here',
      `  - translations.es.work.${past}.position: translates nothing: the default language has no text here`,
    ]);
  });

  it('names a list item past the end of the default list, and an optional field left out', () => {
    const input = structuredClone(exampleOwnerInput) as OwnerContentInput;
    const project = parseOwnerContent(input).projects[0]!;
    input.projects = [{ ...input.projects[0]!, highlights: ['one'] }, ...input.projects.slice(1)];
    const { summary: _, ...withoutSummary } = input.work![0]!;
    input.work = [withoutSummary];
    input.translations = { es: { projects: { [project.slug]: { highlights: ['uno', 'dos'] } }, work: [{ summary: 'Resumen' }] } };
    expect(problems(input)).toEqual([
      `  - translations.es.projects.${project.slug}.highlights.1: translates nothing: the default language has no text here`,
      '  - translations.es.work.0.summary: translates nothing: the default language has no text here',
    ]);
  });

  it('refuses an unknown field, a language without a dictionary, the default language and a tag not written canonically', () => {
    const input = structuredClone(exampleOwnerInput) as OwnerContentInput;
    const language = parseOwnerContent(input).site.language;
    input.translations = { [language]: {}, xx: {}, 'ES-ar': {}, de: { profile: { nickname: 'x' } } as never };
    const lines = problems(input);
    expect(lines).toContain(`  - translations.${language}: is the default language (site.language): its texts are the ones above`);
    expect(lines.some((line) => line.startsWith('  - translations.xx: has no interface dictionary'))).toBe(true);
    expect(lines).toContain('  - translations.ES-ar: write the language as "es-AR"');
    expect(lines.some((line) => line.startsWith('  - translations.de.profile: Unrecognized key'))).toBe(true);
  });
});

describe('language paths', () => {
  it('keeps the default language at the root and puts every other under its tag', () => {
    expect(languagePrefix('es', 'es')).toBe('');
    expect(languagePrefix('es-AR', 'en')).toBe('/es-ar');
    expect(localizedPath('/', 'en', 'es')).toBe('/en');
    expect(localizedPath('/projects/x', 'en', 'es')).toBe('/en/projects/x');
    expect(localizedPath('/projects', 'es', 'es')).toBe('/projects');
  });

  it("finds a path's language from its first segment only, and the default-language path", () => {
    const languages = ['es', 'en'];
    expect(pathLanguage('/en/projects', languages)).toEqual({ language: 'en', path: '/projects' });
    expect(pathLanguage('/en', languages)).toEqual({ language: 'en', path: '/' });
    expect(pathLanguage('/EN/projects', languages)).toEqual({ language: 'en', path: '/projects' });
    // A project or a tag named like a language is not one.
    expect(pathLanguage('/projects/en', languages)).toEqual({ language: 'es', path: '/projects/en' });
    expect(pathLanguage('/english', languages)).toEqual({ language: 'es', path: '/english' });
    expect(pathLanguage('/es/projects', languages)).toEqual({ language: 'es', path: '/es/projects' });
    expect(pathLanguage('/anything', ['en'])).toEqual({ language: 'en', path: '/anything' });
  });

  it('round-trips every path through localizedPath and pathLanguage', () => {
    for (const path of ['/', '/projects', '/projects/a-b', '/writing/tags/en']) {
      for (const language of ['es', 'en', 'es-AR']) {
        const languages = ['es', 'en', 'es-AR'];
        expect(pathLanguage(localizedPath(path, language, 'es'), languages)).toEqual({ language, path });
      }
    }
  });
});
