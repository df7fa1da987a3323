import type { Capability } from '../capabilities/capability.ts';
import { capabilities } from '../capabilities/list.ts';
import { type ByLanguage, type SharedWords, sharedWordsFor, wordsFor } from '../lib/i18n/index.ts';

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
type WordsOfCapability<C> = C extends Capability<infer W> ? W : never;

/** Every interface word of one language: the site's shared words and each capability's own (src/capabilities/<name>/words/). */
export type Dictionary = SharedWords & UnionToIntersection<WordsOfCapability<(typeof capabilities)[number]>>;

const made = new Map<string, Dictionary>();
/**
 * Every interface word in an owner's language (validated by the owner schema, so one always
 * exists), for the pages and components that speak of the whole site; a capability reads its
 * own words and the shared ones alone.
 */
export function dictionaryFor(tag: string): Dictionary {
  let dictionary = made.get(tag);
  if (!dictionary) {
    dictionary = Object.assign(
      {},
      sharedWordsFor(tag),
      ...capabilities.map((capability) => wordsFor(capability.words as ByLanguage<object>, tag)),
    ) as Dictionary;
    made.set(tag, dictionary);
  }
  return dictionary;
}
