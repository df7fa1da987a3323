import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { resumeWords as en, type ResumeWords } from './en.ts';
import { resumeWords as es } from './es.ts';
import { resumeWords as pt } from './pt.ts';

/** The resume capability's words in each language: one file a language beside this one. */
export const resumeWordsByLanguage: ByLanguage<ResumeWords> = { en, es, pt };

/** The site's shared words and the resume capability's own, in a language. */
export const resumeWordsIn = withSharedWords(resumeWordsByLanguage);
