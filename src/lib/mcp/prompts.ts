import { type GetPromptResult, ProtocolError, ProtocolErrorCode, type Prompt } from '@modelcontextprotocol/server';
import { sharedWordsFor } from '../i18n/index.ts';
import { markdownText } from '../markdown/escape.ts';
import type { OwnerContent } from '../owner/schema.ts';

export interface PromptCatalog {
  readonly list: Prompt[];
  get(name: string, args: Record<string, string>): GetPromptResult;
  /** Values for a prompt argument that start with what the user typed; [] for unknown prompts or arguments. */
  complete(name: string, argument: string, prefix: string): string[];
}

const user = (text: string): GetPromptResult['messages'][number] => ({ role: 'user', content: { type: 'text', text } });

/**
 * Two prompts a visitor's assistant can offer, in the owner's language: an introduction to the
 * owner, and a brief on one project (its name completes from the owner file). Both point the
 * model at this server's own tools instead of copying data into the prompt. Owner text in
 * them is escaped: hosts show titles, descriptions and messages as Markdown.
 */
export function promptCatalog(owner: OwnerContent): PromptCatalog {
  const words = sharedWordsFor(owner.site.language).mcpServer;
  const name = markdownText(owner.profile.name);
  const projectNames = owner.projects.map((project) => project.name);
  const list: Prompt[] = [
    {
      name: 'introduce_owner',
      title: words.introduceTitle(name),
      description: words.introduceDescription(name),
    },
    {
      name: 'project_brief',
      title: words.briefTitle,
      description: words.briefDescription(name),
      arguments: [{ name: 'project', description: words.briefArgument(projectNames.map(markdownText).join(', ')), required: true }],
    },
  ];

  return {
    list,
    get(prompt, args) {
      if (prompt === 'introduce_owner') {
        return { description: list[0]!.description, messages: [user(words.introduceMessage(name))] };
      }
      if (prompt === 'project_brief') {
        if (!args.project?.trim()) {
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `Missing required argument "project" for prompt project_brief: the name of one of ${projectNames.join(', ')}.`,
          );
        }
        const project = owner.projects.find((candidate) => candidate.name.toLowerCase() === args.project?.toLowerCase());
        if (!project) {
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `Unknown project ${JSON.stringify(args.project ?? '')}. Known: ${projectNames.join(', ')}.`,
          );
        }
        const projectName = markdownText(project.name);
        return { description: words.briefOn(projectName), messages: [user(words.briefMessage(name, projectName))] };
      }
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt: ${prompt}`);
    },
    complete(prompt, argument, prefix) {
      if (prompt !== 'project_brief' || argument !== 'project') return [];
      return projectNames.filter((candidate) => candidate.toLowerCase().startsWith(prefix.toLowerCase()));
    },
  };
}
