import { describe, expect, it } from 'vitest';
import { activityWordsByLanguage } from '../../../src/capabilities/activity/words.ts';
import { supportedLanguages } from '../../../src/lib/i18n/index.ts';
import { describeTranslations } from '../../support/dictionary-checks.ts';

describeTranslations("the code activity's words", activityWordsByLanguage, {
  sameAsEnglish: new Set(),
  terms: new Set(['API', 'GitHub']),
});

describe.each(supportedLanguages)("the code activity's %s words", (language) => {
  const words = activityWordsByLanguage[language];

  it('gives the browser script JSON-safe words: plain strings and plural forms, no functions', () => {
    expect(JSON.parse(JSON.stringify(words.codeActivity))).toEqual(words.codeActivity);
  });

  it('has an "other" plural form wherever it has plural forms', () => {
    expect(words.codeActivity.repos.other).toContain('{count}');
  });
});
