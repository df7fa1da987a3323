import { type ByLanguage, wordsFor } from '../lib/i18n/index.ts';
import { en as sharedEn } from '../lib/i18n/locales/en.ts';
import { es as sharedEs } from '../lib/i18n/locales/es.ts';
import { optimizerWords as optimizerEn } from '../capabilities/optimizer/words/en.ts';
import { writingWords as writingEn } from '../capabilities/writing/words/en.ts';
import { resumeWords as resumeEn } from '../capabilities/resume/words/en.ts';
import { activityWords as activityEn } from '../capabilities/activity/words/en.ts';
import { developersWords as developersEn } from '../capabilities/developers/words/en.ts';
import { developerResourcesWords as developerResourcesEn } from '../capabilities/developer-resources/words/en.ts';
import { projectsWords as projectsEn } from '../capabilities/projects/words/en.ts';
import { profileWords as profileEn } from '../capabilities/profile/words/en.ts';
import { statsWords as statsEn } from '../capabilities/stats/words/en.ts';
import { optimizerWords as optimizerEs } from '../capabilities/optimizer/words/es.ts';
import { writingWords as writingEs } from '../capabilities/writing/words/es.ts';
import { resumeWords as resumeEs } from '../capabilities/resume/words/es.ts';
import { activityWords as activityEs } from '../capabilities/activity/words/es.ts';
import { developersWords as developersEs } from '../capabilities/developers/words/es.ts';
import { developerResourcesWords as developerResourcesEs } from '../capabilities/developer-resources/words/es.ts';
import { projectsWords as projectsEs } from '../capabilities/projects/words/es.ts';
import { profileWords as profileEs } from '../capabilities/profile/words/es.ts';
import { statsWords as statsEs } from '../capabilities/stats/words/es.ts';

/**
 * Each interface language's dictionary: the site's shared words (src/lib/i18n/locales/) and each
 * capability's own (src/capabilities/<name>/words/), put together here, above both. A language
 * is one shared file and one file per capability, each typed by its English model, so a missing
 * word fails the type check; add it to DICTIONARIES below.
 */
const en = {
  ...sharedEn,
  ...optimizerEn,
  ...writingEn,
  ...resumeEn,
  ...activityEn,
  ...developersEn,
  ...developerResourcesEn,
  ...projectsEn,
  ...profileEn,
  ...statsEn,
};

/** Every interface word of one language. */
export type Dictionary = typeof en;

const es: Dictionary = {
  ...sharedEs,
  ...optimizerEs,
  ...writingEs,
  ...resumeEs,
  ...activityEs,
  ...developersEs,
  ...developerResourcesEs,
  ...projectsEs,
  ...profileEs,
  ...statsEs,
};

const DICTIONARIES: ByLanguage<Dictionary> = { en, es };

/** Every interface word in an owner's language (validated by the owner schema, so one always exists). */
export const dictionaryFor = (tag: string): Dictionary => wordsFor(DICTIONARIES, tag);
