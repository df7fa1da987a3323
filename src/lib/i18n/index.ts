import { supportedLanguages, uiLanguage } from './languages.ts';
import type { SharedWords } from './locales/en.ts';

export type { SharedWords };
export { supportedLanguages, uiLanguage };

/** A table of words with one entry per interface language (languages.ts's list). */
export type ByLanguage<Words> = Record<(typeof supportedLanguages)[number], Words>;

/** The words for an owner's language tag (validated by the owner schema, so they always exist). */
export function wordsFor<Words>(table: ByLanguage<Words>, tag: string): Words {
  const key = uiLanguage(tag) as keyof ByLanguage<Words> | undefined;
  const words = key && table[key];
  if (!words) throw new Error(`No interface dictionary for "${tag}": ${supportedLanguages.join(', ')} are shipped.`);
  return words;
}

/**
 * A table of words, one entry per shipped language, each read from its own file by `load`: a
 * dynamic import with the language in its path (`import(\`./words/${language}.ts\`)`), which Vite,
 * esbuild and Node each resolve, so a language is its files and its tag in languages.ts, and no
 * table names it. Awaited where the table is made: the words are there before any page or
 * function asks for them.
 */
export async function wordsByLanguage<Words>(folder: string, load: (language: string) => Promise<Words>): Promise<ByLanguage<Words>> {
  const loaded = await Promise.all(
    supportedLanguages.map(async (language) => {
      try {
        return [language, await load(language)] as const;
      } catch (error) {
        throw new Error(
          `${folder}${language}.ts: no words for "${language}", a shipped language (src/lib/i18n/languages.ts): copy en.ts beside it and translate it.`,
          { cause: error },
        );
      }
    }),
  );
  return Object.fromEntries(loaded) as ByLanguage<Words>;
}

const SHARED_WORDS = await wordsByLanguage<SharedWords>(
  'src/lib/i18n/locales/',
  async (language) => (await import(`./locales/${language}.ts`))[language],
);

/** The site's shared interface words (layout, pages, problems, the MCP server) in an owner's language. */
export const sharedWordsFor = (tag: string): SharedWords => wordsFor(SHARED_WORDS, tag);

/**
 * A capability's words, with the site's shared ones, in a language (a BCP 47 tag): made once a
 * language. Its own words win where a name is in both.
 */
export function withSharedWords<Words extends object>(table: ByLanguage<Words>): (tag: string) => SharedWords & Words {
  const byTag = new Map<string, SharedWords & Words>();
  return (tag) => {
    let words = byTag.get(tag);
    if (!words) {
      words = { ...sharedWordsFor(tag), ...wordsFor(table, tag) };
      byTag.set(tag, words);
    }
    return words;
  };
}
