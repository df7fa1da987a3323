import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { ProjectsWords } from './words/en.ts';

/** The projects capability's words in each language: one file a language in words/, typed by en.ts's. */
export const projectsWordsByLanguage: ByLanguage<ProjectsWords> = await wordsByLanguage(
  'src/capabilities/projects/words/',
  async (language) => (await import(`./words/${language}.ts`)).projectsWords,
);

/** The site's shared words and the projects capability's own, in a language. */
export const projectsWordsIn = withSharedWords(projectsWordsByLanguage);
