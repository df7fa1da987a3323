import { type ByLanguage, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { DevelopersWords } from './words/en.ts';

/** The developers capability's words in each language: one file a language in words/, typed by en.ts's. */
export const developersWordsByLanguage: ByLanguage<DevelopersWords> = await wordsByLanguage(
  'src/capabilities/developers/words/',
  async (language) => (await import(`./words/${language}.ts`)).developersWords,
);
