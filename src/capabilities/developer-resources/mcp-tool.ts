import { markdownAutolink, markdownText } from '../../lib/markdown/escape.ts';
import { bullets } from '../../lib/mcp/bullets.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import { DeveloperResourceSchema, type OwnerContent } from '../../lib/owner/schema.ts';
import * as z from '../../lib/schema/z.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import type { Capability } from '../capability.ts';
import { developerResources } from './resources.ts';
import { developerResourcesWordsIn } from './words.ts';

const ResourcesOutputSchema = z.object({
  resources: z.array(z.extend(DeveloperResourceSchema, { url: z.describe(z.url(), 'Absolute URL') })),
});

/** list_developer_resources: the site's machine-readable surface and the owner's own additions. */
export function resourcesTool({ owner, siteUrl }: { owner: OwnerContent; siteUrl: string }, on: readonly Capability[]): ToolSpec {
  const words = developerResourcesWordsIn(owner.site.language).developerResourcesTool;
  return defineTool({
    name: 'list_developer_resources',
    title: words.toolTitle,
    description: words.toolDescription,
    input: z.object({}),
    output: ResourcesOutputSchema,
    annotations: CLOSED_READ,
    async run() {
      const resources = developerResources(owner, on).map((resource) => ({ ...resource, url: absoluteUrl(resource.url, siteUrl) }));
      const text = bullets(
        resources.map(
          (r) => `${markdownText(r.title)} (${markdownText(r.mediaType)}): ${markdownAutolink(r.url)}. ${markdownText(r.description)}`,
        ),
      );
      return { ok: true, data: { resources }, text };
    },
  });
}
