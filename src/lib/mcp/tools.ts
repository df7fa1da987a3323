import * as z from '../schema/z.ts';
import { jsonForScript } from '../html/json-for-script.ts';
import { sharedWordsFor } from '../i18n/index.ts';
import { markdownCodeSpan } from '../markdown/escape.ts';
import type { OwnerContent } from '../owner/schema.ts';
import type { DocumentIndex } from './documents.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from './tool-table.ts';

const SearchResultSchema = z.object({
  id: z.describe(z.string(), 'Pass to fetch'),
  title: z.string(),
  url: z.url(),
  language: z.describe(z.optional(z.string()), "The document's language (BCP 47), on a site in several"),
});
export const SearchOutputSchema = z.object({
  results: z.describe(z.array(SearchResultSchema), 'Best match first; empty when nothing matches'),
});

export const FetchOutputSchema = z.extend(SearchResultSchema, {
  text: z.describe(z.string(), 'The whole document'),
  metadata: z.object({ mediaType: z.string() }),
});

const SEARCH_LIMIT = 10;

/** search and fetch, as deep-research clients expect them: over every page, twin, post and discovery document. */
export function documentTools({ owner, documents }: { owner: OwnerContent; documents: DocumentIndex }): ToolSpec[] {
  const { mcpTools: tools, mcpText: say } = sharedWordsFor(owner.site.language);
  return [
    defineTool({
      name: 'search',
      title: tools.search.title,
      description: tools.search.description,
      input: z.object({ query: z.describe(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), tools.search.query) }),
      output: SearchOutputSchema,
      annotations: CLOSED_READ,
      // A word the owner's pages surely have: one of their skills.
      example: { query: owner.profile.skills[0] ?? owner.profile.name },
      async run({ query }) {
        const results = (await documents.search(query, SEARCH_LIMIT)).map(({ id, title, url, language }) => ({
          id,
          title,
          url,
          ...(language ? { language } : {}),
        }));
        // JSON, as search and fetch tools answer; with < > & escaped, no title can be HTML where a host renders it.
        return { ok: true, data: { results }, text: jsonForScript({ results }) };
      },
    }),

    defineTool({
      name: 'fetch',
      title: tools.fetch.title,
      description: tools.fetch.description,
      input: z.object({ id: z.describe(z.string().check(z.minLength(1), z.maxLength(500)), tools.fetch.id) }),
      output: FetchOutputSchema,
      annotations: CLOSED_READ,
      example: { id: '/index.md' },
      async run({ id }) {
        const document = await documents.fetch(id);
        if (!document) {
          const known = documents.documents.map((d) => d.id).join(', ');
          return { ok: false, code: 'not_found', message: say.documentNotFound(markdownCodeSpan(id), known) };
        }
        const data = {
          id: document.id,
          title: document.title,
          url: document.url,
          ...(document.language ? { language: document.language } : {}),
          text: document.text,
          metadata: { mediaType: document.mediaType },
        };
        return { ok: true, data, text: jsonForScript(data) };
      },
    }),
  ];
}
