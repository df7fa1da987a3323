import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { activityWords as en, type ActivityWords } from './en.ts';
import { activityWords as es } from './es.ts';
import { activityWords as pt } from './pt.ts';

/** The activity capability's words in each language: one file a language beside this one. */
export const activityWordsByLanguage: ByLanguage<ActivityWords> = { en, es, pt };

/** The site's shared words and the activity capability's own, in a language. */
export const activityWordsIn = withSharedWords(activityWordsByLanguage);
