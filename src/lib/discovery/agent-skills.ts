// The site's Agent Skills (agentskills.io's SKILL.md, found through the Agent Skills Discovery
// RFC v0.2.0's index at /.well-known/agent-skills/index.json): one skill a language, saying how an
// agent reads this site. Pure: the words, the tools and the URLs come in; Markdown and JSON go out.
import { createHash } from 'node:crypto';
import type { SharedWords } from '../i18n/index.ts';
import { markdownCodeSpan, markdownFence, markdownText, oneLine } from '../markdown/escape.ts';
import { normalizedKey } from '../owner/normalize.ts';

/** The index's `$schema`: the identifier of the RFC's v0.2.0 format. */
export const AGENT_SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** The Agent Skills specification's limits. */
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;

/** "a-z0-9" runs joined by single hyphens, none at either end: what a skill's name may hold. */
const nameSlug = (text: string) =>
  normalizedKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A skill's name (1–64 of a–z, 0–9 and single hyphens): the owner's name, else the site's host,
 * then "-site", and a further language's tag ("the-octocat-site-es").
 */
export function skillName(ownerName: string, siteUrl: string, language?: string): string {
  const suffix = `-site${language ? `-${nameSlug(language)}` : ''}`;
  const base = (nameSlug(ownerName) || nameSlug(new URL(siteUrl).hostname) || 'portfolio').slice(0, MAX_NAME - suffix.length);
  return `${base.replace(/-+$/, '')}${suffix}`;
}

/** One MCP tool as the skill shows it, with the arguments of one example call. */
export interface SkillTool {
  name: string;
  title: string;
  description: string;
  example: Record<string, unknown>;
}

/** An HTTP API's example as the developers page shows it (its label and note are the template's Markdown). */
export interface SkillApi {
  label: string;
  code: string;
  note?: string;
}

export interface SkillInput {
  name: string;
  /** The language it is written in (a BCP 47 tag), said in its front matter's metadata. */
  language: string;
  /** The owner's name, as written. */
  ownerName: string;
  words: SharedWords['agentSkill'];
  mcpUrl: string;
  tools: readonly SkillTool[];
  /** The whole request for the first tool's example call, as curl sends it. */
  firstCall: string;
  /** A page of the site and its twin, as absolute URLs, for the Markdown example. */
  page: { url: string; twin: string };
  llmsUrl: string;
  llmsFullUrl: string;
  openApiUrl: string;
  apis: readonly SkillApi[];
}

/** The front matter's description: plain text on one line, within the specification's 1,024 characters. */
export const skillDescription = (words: SharedWords['agentSkill'], ownerName: string): string =>
  [...oneLine(words.description(oneLine(ownerName)))].slice(0, MAX_DESCRIPTION).join('');

/** The first sentence of a tool's description: enough to choose it; tools/list has the rest. */
const firstSentence = (text: string) => oneLine(text).replace(/^(.+?[.!?])\s.*$/, '$1');

/** The skill's SKILL.md: YAML front matter (`name`, `description`, its language in `metadata`), then short, practical Markdown. */
export function skillMarkdown(skill: SkillInput): string {
  const { words } = skill;
  const name = markdownText(skill.ownerName);
  const tools = skill.tools.map(
    (tool) =>
      `- ${markdownCodeSpan(tool.name)}, ${markdownText(tool.title)}: ${markdownText(firstSentence(tool.description))} ${markdownCodeSpan(JSON.stringify({ name: tool.name, arguments: tool.example }))}`,
  );
  const apis = skill.apis.flatMap((api) => [`${api.label}${api.note ? `. ${api.note}` : ''}`, '', markdownFence(api.code, 'sh'), '']);
  return [
    '---',
    // JSON's double-quoted strings are YAML's too: no owner text can end the scalar or start a key.
    `name: ${skill.name}`,
    `description: ${JSON.stringify(skillDescription(words, skill.ownerName))}`,
    'metadata:',
    `  language: ${JSON.stringify(skill.language)}`,
    '---',
    '',
    `# ${words.heading(name)}`,
    '',
    `## ${words.whenToUse}`,
    '',
    words.whenToUseText(name),
    '',
    `## ${words.mcp}`,
    '',
    words.mcpText(markdownCodeSpan(skill.mcpUrl)),
    '',
    ...tools,
    '',
    words.mcpCall,
    '',
    markdownFence(skill.firstCall, 'sh'),
    '',
    `## ${words.twins}`,
    '',
    words.twinsText,
    '',
    markdownFence(`curl -s ${skill.page.twin}\ncurl -s -H 'Accept: text/markdown' ${skill.page.url}`, 'sh'),
    '',
    '## llms.txt',
    '',
    words.llmsText(markdownCodeSpan(skill.llmsUrl), markdownCodeSpan(skill.llmsFullUrl)),
    '',
    `## ${words.apis}`,
    '',
    words.apisText(markdownCodeSpan(skill.openApiUrl)),
    '',
    ...apis,
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}

/** `sha256:{hex}` of the UTF-8 bytes a file is served as: the RFC's digest. */
export const sha256Digest = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

/** The discovery index over the site's skills, each with the digest of the SKILL.md it serves. */
export function agentSkillsIndex(skills: readonly { name: string; description: string; url: string; markdown: string }[]) {
  return {
    $schema: AGENT_SKILLS_SCHEMA,
    skills: skills.map(({ name, description, url, markdown }) => ({
      name,
      type: 'skill-md' as const,
      description,
      url,
      digest: sha256Digest(markdown),
    })),
  };
}
