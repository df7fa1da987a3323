import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { profileWords as en, type ProfileWords } from './en.ts';
import { profileWords as es } from './es.ts';
import { profileWords as pt } from './pt.ts';

/** The profile capability's words in each language: one file a language beside this one. */
export const profileWordsByLanguage: ByLanguage<ProfileWords> = { en, es, pt };

/** The site's shared words and the profile capability's own, in a language. */
export const profileWordsIn = withSharedWords(profileWordsByLanguage);
