import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Capability } from '../capability.ts';
import { projectsTool } from './mcp-tool.ts';
import { PROJECTS_PATH } from '../../lib/owner/project-slug.ts';
import { projectPages } from './project-pages.ts';

/** The owner's projects: /projects, a page per project with its write-up, and list_projects. Every site has it. */
export const projects: Capability = {
  name: 'projects',
  isOn: () => true,
  navPage: {
    order: 10,
    page: (owner, t) =>
      pageInfo(
        PROJECTS_PATH,
        t.pages.projects.nav,
        t.pages.projects.title(owner.profile.name),
        t.pages.projects.description(owner.profile.name),
      ),
  },
  pages: (owner) => projectPages(owner),
  mcpTools: (dependencies) => [projectsTool(dependencies)],
  mcpSlugTemplate: (t) => ({
    name: 'project',
    path: PROJECTS_PATH,
    title: t.mcpServer.projectTemplateTitle,
    description: t.mcpServer.projectTemplateDescription,
  }),
  webMcp: [{ tool: 'list_projects' }],
};
