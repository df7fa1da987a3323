import { supportedLanguages, uiLanguage } from './languages.ts';
import { en, type SharedWords } from './locales/en.ts';
import { es } from './locales/es.ts';
import { pt } from './locales/pt.ts';

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

const SHARED_WORDS: ByLanguage<SharedWords> = { en, es, pt };

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
