import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLanguages, wordsByLanguage } from '../../src/lib/i18n/index.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Every words folder: the shared one and each capability's. */
const wordsFolders = [
  'src/lib/i18n/locales/',
  ...readdirSync(`${root}src/capabilities`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(`${root}src/capabilities/${entry.name}`).includes('words'))
    .map((entry) => `src/capabilities/${entry.name}/words/`),
];

describe('a language is its words files and its tag in languages.ts', () => {
  it.each(wordsFolders)('%s holds one file for each shipped language, and none for a language that is not', (folder) => {
    const languages = readdirSync(`${root}${folder}`)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(languages.toSorted()).toEqual([...supportedLanguages].toSorted());
  });

  it('reads a table of words from a file a language', async () => {
    const table = await wordsByLanguage('words/', async (language) => ({ hello: `hello in ${language}` }));
    expect(Object.keys(table)).toEqual([...supportedLanguages]);
    expect(table[supportedLanguages[0]].hello).toBe(`hello in ${supportedLanguages[0]}`);
  });

  it('names the file a shipped language lacks, and what to do', async () => {
    const [, missing] = supportedLanguages;
    const table = wordsByLanguage('src/capabilities/talks/words/', async (language) => {
      if (language === missing) throw new Error(`Cannot find module './words/${language}.ts'`);
      return {};
    });
    await expect(table).rejects.toThrow(
      `src/capabilities/talks/words/${missing}.ts: no words for "${missing}", a shipped language (src/lib/i18n/languages.ts): copy en.ts beside it and translate it.`,
    );
  });
});
