import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ByLanguage, sharedWordsFor, supportedLanguages, wordsFor } from '../../src/lib/i18n/index.ts';
import { capabilities } from '../../src/capabilities/list.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { describeSpanish } from '../support/dictionary-checks.ts';

/** A capability whose own tests (tests/unit/<name>/dictionaries.test.ts) check its words: an optional one, taken out with them. */
const checksItsOwnWords = (name: string) => existsSync(new URL(`./${name}/dictionaries.test.ts`, import.meta.url));

/** The shared words and those of every capability that does not check its own, as the whole dictionary puts them together. */
const wordsIn = (language: string) =>
  Object.assign(
    {},
    sharedWordsFor(language),
    ...capabilities
      .filter((capability) => !checksItsOwnWords(capability.name))
      .map((capability) => wordsFor(capability.words as ByLanguage<object>, language)),
  );

describeSpanish('dictionary', wordsIn('en'), wordsIn('es'), {
  sameInBoth: new Set([
    'pages.home.title', // "{name}: {headline}": owner text only
    'developersPage.claudeCode', // a product name
    'developersPage.vscode', // a product name and a path
    'developersPage.no', // "no" is Spanish too
    'projects.demo', // "Demo" is Spanish too
    'mcpServer.pageResource', // "{description} (Markdown)": a format name only
    'developerResources.llmsFull.title', // a file name
    'resume.roles', // "Roles" is Spanish too
    'stats.feeds', // "Feeds", as the Spanish writing pages say it
  ]),
  terms: new Set(['MCP', 'API', 'OpenAPI', 'llms.txt', 'Markdown', 'JSON']),
});

describe.each(supportedLanguages)('the %s dictionary', (language) => {
  const words = dictionaryFor(language);

  it('gives the browser scripts JSON-safe words: plain strings and plural forms, no functions', () => {
    expect(JSON.parse(JSON.stringify(words.codeActivity))).toEqual(words.codeActivity);
  });

  it('has an "other" plural form wherever it has plural forms', () => {
    for (const forms of [words.projectsPage.count, words.codeActivity.repos]) {
      expect(forms.other).toContain('{count}');
    }
  });
});
