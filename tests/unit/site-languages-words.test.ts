import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionBundleOptions } from '../../src/integrations/function-bundles.ts';
import { unspokenLanguages } from '../../src/integrations/site-languages-words.ts';
import { supportedLanguages } from '../../src/lib/i18n/languages.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const entry = fileURLToPath(new URL('../../src/lib/i18n/index.ts', import.meta.url));

/** The shared words' table as a function bundle of a site in `languages` has it (undefined: every shipped language). */
async function sharedWordsBundled(languages?: string[]): Promise<Record<string, unknown>> {
  const { outputFiles } = await build({
    ...functionBundleOptions(root, languages),
    stdin: { contents: `export { supportedLanguages, sharedWordsFor } from ${JSON.stringify(entry)};`, resolveDir: root, loader: 'ts' },
    write: false,
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0]!.text).toString('base64')}`;
  const { sharedWordsFor } = (await import(url)) as { sharedWordsFor(tag: string): unknown };
  return Object.fromEntries(
    supportedLanguages.map((language) => {
      try {
        return [language, sharedWordsFor(language)];
      } catch (error) {
        return [language, (error as Error).message];
      }
    }),
  );
}

describe("a function bundles only the words of the site's languages", () => {
  it('knows which shipped languages a site does not speak, by their interface language', () => {
    expect(unspokenLanguages(supportedLanguages)).toEqual([]);
    const [first, ...others] = supportedLanguages;
    expect(unspokenLanguages([first])).toEqual(others);
    expect(unspokenLanguages([`${first}-XX`])).toEqual(others);
  });

  it('has the words of every spoken language, and says so for another', { timeout: 30_000 }, async () => {
    const every = await sharedWordsBundled();
    for (const language of supportedLanguages) expect(every[language]).toHaveProperty('problems');
    const [spoken, ...unspoken] = supportedLanguages;
    const one = await sharedWordsBundled([spoken]);
    // The same words as the whole bundle's for the spoken language…
    expect(JSON.stringify(one[spoken])).toBe(JSON.stringify(every[spoken]));
    // …and none for the others: wordsFor names the tag it has no words for.
    for (const language of unspoken) expect(one[language]).toMatch(`No interface dictionary for "${language}"`);
  });
});
