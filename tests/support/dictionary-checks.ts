import { describe, expect, it } from 'vitest';
import { languageNameIn } from '../../src/lib/i18n/language-name.ts';

/** Every leaf of a dictionary by its dotted key; a function leaf as what it says given marker arguments. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') return [[key, String(value('⟦1⟧', '⟦2⟧', '⟦3⟧'))]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, child]) => leaves(child, key ? `${key}.${name}` : name));
  }
  return [];
}

interface Exceptions {
  /**
   * Texts a translation may write as the English does on purpose: names, technical terms and
   * formats with no words of their own, or a word the language shares with English, by key.
   * Anything else equal to its English is an untranslated copy.
   */
  sameAsEnglish: ReadonlySet<string>;
  /** Terms every language writes alike, wherever they stand alone. */
  terms: ReadonlySet<string>;
  /** Texts whose placeholders differ between languages on purpose, by key. */
  extraPlaceholders?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The checks of every translation of a dictionary (or a part of one) against its English: one
 * block per language of `byLanguage` (a table with every shipped language), so a language added
 * to the tables is checked with no edit here.
 */
export function describeTranslations(
  label: string,
  byLanguage: Readonly<Record<string, unknown>>,
  { sameAsEnglish, terms, extraPlaceholders = {} }: Exceptions,
) {
  const english = new Map(leaves(byLanguage.en));
  const translations = Object.entries(byLanguage).filter(([language]) => language !== 'en');

  describe.each(translations)(`the %s ${label}`, (language, words) => {
    const name = languageNameIn(language, 'en');

    it(`has every key of the English one, in ${name} (the type checks it; this checks the values are there)`, () => {
      expect(leaves(words).map(([key]) => key)).toEqual([...english.keys()]);
    });

    it('translates every text: none is a copy of the English, except the listed names and terms', () => {
      const copies = leaves(words)
        .filter(([key, value]) => value === english.get(key) && !sameAsEnglish.has(key) && !terms.has(value))
        .map(([key, value]) => `${key}: ${value}`);
      expect(copies).toEqual([]);
    });

    it('keeps the placeholders its texts travel with (a missing one would show "{name}" to a reader)', () => {
      const unknown = leaves(words).flatMap(([key, value]) =>
        (value.match(/\{\w+\}/g) ?? [])
          .filter((placeholder) => !english.get(key)!.includes(placeholder) && !extraPlaceholders[key]?.includes(placeholder))
          .map((placeholder) => `${key}: ${placeholder}`),
      );
      expect(unknown).toEqual([]);
    });
  });

  it(`lists only ${label} texts that some translation really writes as the English does`, () => {
    const same = new Set(
      translations.flatMap(([, words]) => leaves(words).flatMap(([key, value]) => (value === english.get(key) ? [key] : []))),
    );
    expect([...sameAsEnglish].filter((key) => !same.has(key))).toEqual([]);
  });
}
