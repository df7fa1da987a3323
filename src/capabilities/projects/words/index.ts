import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { projectsWords as en, type ProjectsWords } from './en.ts';
import { projectsWords as es } from './es.ts';
import { projectsWords as pt } from './pt.ts';

/** The projects capability's words in each language: one file a language beside this one. */
export const projectsWordsByLanguage: ByLanguage<ProjectsWords> = { en, es, pt };

/** The site's shared words and the projects capability's own, in a language. */
export const projectsWordsIn = withSharedWords(projectsWordsByLanguage);
