import { describe, expect, it } from 'vitest';
import { optimizerWordsByLanguage } from '../../../src/capabilities/optimizer/words.ts';
import { supportedLanguages } from '../../../src/lib/i18n/index.ts';
import { describeTranslations } from '../../support/dictionary-checks.ts';

describeTranslations("optimizer's words", optimizerWordsByLanguage, {
  sameAsEnglish: new Set([
    'optimizerScript.ticker', // "Ticker" is the market's word in Spanish and Portuguese
    'optimizerScript.series', // "Series" is Spanish too
  ]),
  terms: new Set(['CEDEAR']),
});

describe.each(supportedLanguages)("the optimizer's %s words", (language) => {
  const words = optimizerWordsByLanguage[language];

  it('gives the browser script JSON-safe words: plain strings and plural forms, no functions', () => {
    expect(JSON.parse(JSON.stringify(words.optimizerScript))).toEqual(words.optimizerScript);
  });

  it('has an "other" plural form wherever it has plural forms', () => {
    for (const forms of [words.optimizerPage.months, words.optimizerPage.years]) {
      expect(forms.other).toContain('{count}');
    }
  });
});
