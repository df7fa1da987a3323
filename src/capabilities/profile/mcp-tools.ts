import { markdownAutolink, markdownParagraphs, markdownText } from '../../lib/markdown/escape.ts';
import { bullets } from '../../lib/mcp/bullets.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import { ContactSchema, type OwnerContent, ProfileSchema } from '../../lib/owner/schema.ts';
import * as z from '../../lib/schema/z.ts';
import { profileWordsIn } from './words.ts';

/** get_profile and get_contact: who the owner is and how to reach them, as written in the owner file. */
export function profileTools({ owner }: { owner: OwnerContent }): ToolSpec[] {
  const { profile: say } = profileWordsIn(owner.site.language);
  // Owner text goes into descriptions and answers escaped: hosts render both as Markdown.
  const name = markdownText(owner.profile.name);
  return [
    defineTool({
      name: 'get_profile',
      title: say.profileToolTitle,
      description: say.profileToolDescription(name),
      input: z.object({}),
      output: ProfileSchema,
      annotations: CLOSED_READ,
      async run() {
        const p = owner.profile;
        const text = [
          `# ${markdownText(p.name)}`,
          markdownText(p.headline),
          say.location(markdownText(p.location)),
          '',
          markdownParagraphs(p.bio),
          '',
          say.skills(p.skills.map(markdownText).join(', ')),
          bullets([
            ...(p.website ? [markdownAutolink(p.website)] : []),
            ...p.profiles.map((l) => `${markdownText(l.network)}: ${markdownAutolink(l.url)}`),
          ]),
          `GitHub: @${markdownText(p.githubUser)}`,
        ].join('\n');
        return { ok: true, data: p, text };
      },
    }),
    defineTool({
      name: 'get_contact',
      title: say.contactToolTitle,
      description: say.contactToolDescription(name),
      input: z.object({}),
      output: ContactSchema,
      annotations: CLOSED_READ,
      async run() {
        const c = owner.contact;
        const channel = (ch: (typeof c.channels)[number]) =>
          `${markdownText(ch.label)}${ch.kind === c.preferred ? ` (${say.preferred})` : ''}: ${markdownText(ch.value)} ${markdownAutolink(ch.url)}`;
        const text = [markdownText(c.availability), bullets(c.channels.map(channel))].join('\n');
        return { ok: true, data: c, text };
      },
    }),
  ];
}
