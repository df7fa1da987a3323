import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { developerResourcesWords as en, type DeveloperResourcesWords } from './en.ts';
import { developerResourcesWords as es } from './es.ts';
import { developerResourcesWords as pt } from './pt.ts';

/** The developer-resources capability's words in each language: one file a language beside this one. */
export const developerResourcesWordsByLanguage: ByLanguage<DeveloperResourcesWords> = { en, es, pt };

/** The site's shared words and the developer-resources capability's own, in a language. */
export const developerResourcesWordsIn = withSharedWords(developerResourcesWordsByLanguage);
