import { wordsOf } from '../capabilities/capability.ts';
import { capabilitiesOn } from '../capabilities/list.ts';
import { toolSpecs } from '../capabilities/mcp.ts';
import { skillDescription, skillMarkdown, skillName } from '../lib/discovery/agent-skills.ts';
import { skillPath } from '../lib/discovery/agent-skills-location.ts';
import { mcpCurl } from '../lib/mcp/curl.ts';
import { oneLine } from '../lib/markdown/escape.ts';
import { createDocumentIndex } from '../lib/mcp/documents.ts';
import { twinPathFor } from '../lib/markdown/twin-path.ts';
import { PROJECTS_PATH } from '../lib/owner/project-slug.ts';
import { absoluteUrl } from '../lib/urls.ts';
import { type Edition, editions } from './editions.ts';
import { siteUrl } from './site.ts';

/** One of the site's skills: its name, title and description as the index and the AI Catalog list them, its URL and its SKILL.md. */
export interface SiteSkill {
  name: string;
  language: string;
  title: string;
  description: string;
  url: string;
  markdown: string;
}

/** A language's skill: the MCP tools the owner's capabilities have (their definitions, no services), their APIs, the documents. */
function skillIn(edition: Edition): SiteSkill {
  const { owner, t, language, isDefault } = edition;
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const mcpUrl = url('/mcp');
  const specs = toolSpecs({ owner, siteUrl, documents: createDocumentIndex([], async () => null) });
  const tools = specs.map((spec) => ({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    example: (spec.example ?? {}) as Record<string, unknown>,
  }));
  const [first] = tools;
  const apis = capabilitiesOn(owner).flatMap((capability) => capability.developers?.samples?.(url, wordsOf(capability, language)) ?? []);
  const page = edition.path(PROJECTS_PATH);
  const name = skillName(owner.profile.name, siteUrl, isDefault ? undefined : language);
  return {
    name,
    language,
    title: t.agentSkill.heading(oneLine(owner.profile.name)),
    description: skillDescription(t.agentSkill, owner.profile.name),
    url: url(skillPath(name)),
    markdown: skillMarkdown({
      name,
      language,
      ownerName: owner.profile.name,
      words: t.agentSkill,
      mcpUrl,
      tools,
      firstCall: first
        ? mcpCurl(mcpUrl, 1, 'tools/call', { name: first.name, arguments: first.example })
        : mcpCurl(mcpUrl, 1, 'tools/list'),
      page: { url: url(page), twin: url(twinPathFor(page) ?? `${page}.md`) },
      llmsUrl: url(edition.document('/llms.txt')),
      llmsFullUrl: url('/llms-full.txt'),
      openApiUrl: url('/openapi.json'),
      apis,
    }),
  };
}

/** The site's Agent Skills: one per language, the default's first. */
export const siteSkills: SiteSkill[] = editions.map(skillIn);
