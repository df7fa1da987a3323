import { statsWordsByLanguage } from '../../../src/capabilities/stats/words.ts';
import { describeTranslations } from '../../support/dictionary-checks.ts';

describeTranslations("the reader statistics' words", statsWordsByLanguage, {
  sameAsEnglish: new Set([
    'stats.feeds', // "Feeds", as the writing pages say it
  ]),
  terms: new Set(['MCP', 'API', 'llms.txt']),
});
