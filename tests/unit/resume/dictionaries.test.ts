import { resumeWordsByLanguage } from '../../../src/capabilities/resume/words.ts';
import { describeTranslations } from '../../support/dictionary-checks.ts';

describeTranslations("the résumé's words", resumeWordsByLanguage, {
  sameAsEnglish: new Set([
    'resume.roles', // "Roles" is Spanish too
  ]),
  terms: new Set(['PDF', 'JSON', 'MCP']),
});
