import { describe, expect, it } from 'vitest';

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
   * Texts that read the same in Spanish and English on purpose: names, technical terms and
   * formats with no words of their own, by key. Anything else equal to its English is an untranslated copy.
   */
  sameInBoth: ReadonlySet<string>;
  /** Terms every language writes alike, wherever they stand alone. */
  terms: ReadonlySet<string>;
  /** Texts whose placeholders differ between languages on purpose, by key. */
  extraPlaceholders?: Readonly<Record<string, readonly string[]>>;
}

/** The checks of a Spanish dictionary (or a part of one) against its English. */
export function describeSpanish(label: string, en: unknown, es: unknown, { sameInBoth, terms, extraPlaceholders = {} }: Exceptions) {
  describe(`the Spanish ${label}`, () => {
    const english = new Map(leaves(en));

    it('has every key of the English one (the type checks it; this checks the values are there)', () => {
      expect(leaves(es).map(([key]) => key)).toEqual([...english.keys()]);
    });

    it('translates every text: none is a copy of the English, except the listed names and terms', () => {
      const copies = leaves(es)
        .filter(([key, value]) => value === english.get(key) && !sameInBoth.has(key) && !terms.has(value))
        .map(([key, value]) => `${key}: ${value}`);
      expect(copies).toEqual([]);
    });

    it('keeps the placeholders its texts travel with (a missing one would show "{name}" to a reader)', () => {
      const unknown = leaves(es).flatMap(([key, value]) =>
        (value.match(/\{\w+\}/g) ?? [])
          .filter((placeholder) => !english.get(key)!.includes(placeholder) && !extraPlaceholders[key]?.includes(placeholder))
          .map((placeholder) => `${key}: ${placeholder}`),
      );
      expect(unknown).toEqual([]);
    });

    it('lists only names and terms that really are the same in both', () => {
      const same = new Set(leaves(es).flatMap(([key, value]) => (value === english.get(key) ? [key] : [])));
      expect([...sameInBoth].filter((key) => !same.has(key))).toEqual([]);
    });
  });
}
