import { type GetPromptResult, ProtocolError, ProtocolErrorCode, type Prompt } from '@modelcontextprotocol/server';
import type { OwnerContent } from '../owner/schema.ts';

export interface PromptCatalog {
  readonly list: Prompt[];
  get(name: string, args: Record<string, string>): GetPromptResult;
  /** Values for a prompt argument that start with what the user typed; [] for unknown prompts or arguments. */
  complete(name: string, argument: string, prefix: string): string[];
}

const user = (text: string): GetPromptResult['messages'][number] => ({ role: 'user', content: { type: 'text', text } });

/**
 * Two prompts a visitor's assistant can offer: an introduction to the owner, and a brief on
 * one project (its name completes from the owner file). Both point the model at this
 * server's own tools instead of copying data into the prompt.
 */
export function promptCatalog(owner: OwnerContent): PromptCatalog {
  const name = owner.profile.name;
  const projectNames = owner.projects.map((project) => project.name);
  const list: Prompt[] = [
    {
      name: 'introduce_owner',
      title: `Introduce ${name}`,
      description: `A short, sourced introduction to ${name}: who they are, what they build, how to reach them.`,
    },
    {
      name: 'project_brief',
      title: 'Brief on a project',
      description: `What one of ${name}'s projects is, what it is built with, and where to see it.`,
      arguments: [{ name: 'project', description: `The project's name: ${projectNames.join(', ')}`, required: true }],
    },
  ];

  return {
    list,
    get(prompt, args) {
      if (prompt === 'introduce_owner') {
        return {
          description: list[0]!.description,
          messages: [
            user(
              `Introduce ${name} in a few sentences. Call get_profile, list_projects with featured: true, and get_contact; use only what they return, and end with the preferred way to get in touch.`,
            ),
          ],
        };
      }
      if (prompt === 'project_brief') {
        const project = owner.projects.find((candidate) => candidate.name.toLowerCase() === args.project?.toLowerCase());
        if (!project) {
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `Unknown project ${JSON.stringify(args.project ?? '')}. Known: ${projectNames.join(', ')}.`,
          );
        }
        return {
          description: `Brief on ${project.name}`,
          messages: [
            user(
              `Write a short brief on ${name}'s project "${project.name}": what it does, what it is built with, and where to see it. Call list_projects and use only the entry named "${project.name}".`,
            ),
          ],
        };
      }
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt: ${prompt}`);
    },
    complete(prompt, argument, prefix) {
      if (prompt !== 'project_brief' || argument !== 'project') return [];
      return projectNames.filter((candidate) => candidate.toLowerCase().startsWith(prefix.toLowerCase()));
    },
  };
}
