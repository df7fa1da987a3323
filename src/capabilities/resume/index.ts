import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Dictionary } from '../../data/dictionaries.ts';
import type { IconName } from '../../lib/icons/icons.ts';
import type { Capability } from '../capability.ts';
import { hasResume } from './has-resume.ts';
import { resumeTool } from './mcp-tool.ts';

/** The résumé: /resume, /resume.pdf, /resume.json (JSON Resume) and get_resume, whenever the owner has résumé entries. */
export const resume: Capability = {
  name: 'resume',
  isOn: hasResume,
  navPage: {
    order: 20,
    page: (owner, t) => pageInfo('/resume', t.resume.nav, t.resume.title(owner.profile.name), t.resume.description(owner.profile.name)),
  },
  mcpTools: (dependencies) => [resumeTool(dependencies)],
  mcpInstructions: (words) => words.instructionsResume,
  developersToolClause: (words) => words.mcpToolResume,
};

/** The button the home page's hero has for the résumé, after the contact one. */
export const resumeHeroLink = (t: Dictionary): { path: string; label: string; icon: IconName } => ({
  path: '/resume',
  label: t.hero.resume,
  icon: 'file-text',
});
