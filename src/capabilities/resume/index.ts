import { markdownCodeSpan } from '../../lib/markdown/escape.ts';
import type { Capability } from '../capability.ts';
import { hasResume } from './has-resume.ts';
import { resumeTool } from './mcp-tool.ts';
import type { ResumeWords } from './words/en.ts';
import { resumeWordsByLanguage } from './words.ts';

/** The résumé: /resume, /resume.pdf, /resume.json (JSON Resume) and get_resume, whenever the owner has résumé entries. */
export const resume: Capability<ResumeWords> = {
  name: 'resume',
  isOn: hasResume,
  words: resumeWordsByLanguage,
  pagePaths: ['/resume'],
  mcp: {
    tools: (dependencies) => [resumeTool(dependencies)],
    instructions: (words) => words.resumeMcp.instructions,
  },
  // The PDF beside the page: named, not linked (it is no text to read).
  llms: { detail: (words, url) => words.resume.pdfNote(markdownCodeSpan(`GET ${url('/resume.pdf')}`)) },
  developers: { toolClause: (words) => words.resumeMcp.developersClause },
};
