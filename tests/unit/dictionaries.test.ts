import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ByLanguage, sharedWordsFor, supportedLanguages, wordsFor } from '../../src/lib/i18n/index.ts';
import { capabilities } from '../../src/capabilities/list.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { describeTranslations } from '../support/dictionary-checks.ts';

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

/** Each shipped language's shared words and those of every capability that does not check its own. */
const byLanguage = Object.fromEntries(supportedLanguages.map((language) => [language, wordsIn(language)]));

describeTranslations('dictionary', byLanguage, {
  sameAsEnglish: new Set([
    'pages.home.title', // "{name}: {headline}": owner text only
    'developersPage.claudeCode', // a product name
    'developersPage.vscode', // a product name and a path
    'developersPage.status', // "Status", as Portuguese-speaking developers write it
    'projects.demo', // "Demo" is Spanish and Portuguese too
    'projectPage.links', // "Links" is Portuguese too
    'mcpServer.pageResource', // "{description} (Markdown)": a format name only
    'developerResources.llmsFull.title', // a file name
    'developerResources.agentSkills.title', // the standard's name
    'requestBody.methodNotAllowed', // "Use {methods}.": Portuguese's imperative is English's
  ]),
  terms: new Set(['MCP', 'API', 'OpenAPI', 'llms.txt', 'Markdown', 'JSON']),
});

describe.each(supportedLanguages)('the %s dictionary', (language) => {
  const words = dictionaryFor(language);

  it('has an "other" plural form wherever it has plural forms', () => {
    for (const forms of [words.projectsPage.count]) {
      expect(forms.other).toContain('{count}');
    }
  });
});
