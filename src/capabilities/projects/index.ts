import { PROJECTS_PATH } from '../../lib/owner/project-slug.ts';
import type { Capability } from '../capability.ts';
import { projectsTool } from './mcp-tool.ts';
import type { ProjectsWords } from './words/en.ts';
import { projectsWordsByLanguage } from './words.ts';

/** The owner's projects: /projects, a page per project with its write-up, and list_projects. Every site has it. */
export const projects: Capability<ProjectsWords> = {
  name: 'projects',
  isOn: () => true,
  words: projectsWordsByLanguage,
  pagePaths: [PROJECTS_PATH],
  mcp: {
    tools: (dependencies) => [projectsTool(dependencies)],
    slugTemplate: ({ projects: words }) => ({
      name: 'project',
      path: PROJECTS_PATH,
      title: words.templateTitle,
      description: words.templateDescription,
    }),
  },
  webMcp: [{ tool: 'list_projects' }],
};
