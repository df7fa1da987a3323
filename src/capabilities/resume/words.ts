import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { ResumeWords } from './words/en.ts';

/** The resume capability's words in each language: one file a language in words/, typed by en.ts's. */
export const resumeWordsByLanguage: ByLanguage<ResumeWords> = await wordsByLanguage(
  'src/capabilities/resume/words/',
  async (language) => (await import(`./words/${language}.ts`)).resumeWords,
);

/** The site's shared words and the resume capability's own, in a language. */
export const resumeWordsIn = withSharedWords(resumeWordsByLanguage);
