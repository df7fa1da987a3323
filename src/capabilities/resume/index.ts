import type { IconName } from '../../lib/icons/icons.ts';
import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Capability } from '../capability.ts';
import { hasResume } from './has-resume.ts';
import { resumeTool } from './mcp-tool.ts';
import type { ResumeWords } from './words/en.ts';
import { resumeWordsByLanguage, resumeWordsIn } from './words/index.ts';

/** The résumé: /resume, /resume.pdf, /resume.json (JSON Resume) and get_resume, whenever the owner has résumé entries. */
export const resume: Capability<ResumeWords> = {
  name: 'resume',
  isOn: hasResume,
  words: resumeWordsByLanguage,
  navPage: {
    order: 20,
    page: (owner, { resume: words }) =>
      pageInfo('/resume', words.nav, words.title(owner.profile.name), words.description(owner.profile.name)),
  },
  mcp: {
    tools: (dependencies) => [resumeTool(dependencies)],
    instructions: (words) => words.resumeMcp.instructions,
  },
  developers: { toolClause: (words) => words.resumeMcp.developersClause },
};

/** The button the home page's hero has for the résumé, after the contact one, in a language. */
export const resumeHeroLink = (language: string): { path: string; label: string; icon: IconName } => ({
  path: '/resume',
  label: resumeWordsIn(language).resumeMcp.heroLink,
  icon: 'file-text',
});
