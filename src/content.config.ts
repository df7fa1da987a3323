import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { hasMarkdown } from './lib/markdown-files.ts';
import { z } from 'astro/zod';
import type { MarkdownCollection } from './capabilities/capability.ts';
import { contentRoot } from './data/content-root.ts';

/**
 * The content is the owner's, in src/content/, or the template's example in src/example/ until the
 * owner has an owner file (src/data/content-root.ts); the paths below name the owner's.
 *
 * A project's long write-up and cover image: src/content/projects/<slug>.md, where <slug> is
 * the project's slug in src/content/owner.ts (the rest of the project lives there). Optional:
 * a project without a file has its summary only. src/data/writeups.ts checks that every file
 * belongs to a project.
 */
const projects = defineCollection({
  loader: markdownIn(`./${contentRoot}/projects`),
  schema: ({ image }) =>
    z
      .strictObject({
        cover: image().optional(),
        coverAlt: z.string().trim().min(1).max(200).optional(),
      })
      .refine((data) => !data.cover || data.coverAlt, { message: 'a cover needs coverAlt, its text alternative', path: ['coverAlt'] }),
});

/**
 * Translations, one folder per further language (src/content/projects/en/<slug>.md translates
 * src/content/projects/<slug>.md): a write-up's body and its cover's text alternative (the cover
 * is the project's own). Their ids are "<language>/<slug>".
 */
const projectTranslations = defineCollection({
  loader: markdownIn(`./${contentRoot}/projects`, '*/*.md'),
  schema: z.strictObject({ coverAlt: z.string().trim().min(1).max(200).optional() }),
});

/**
 * The glob loader for `<base>/*.md` or `<base>/<language>/*.md`, silent where there is no such file
 * (a fork without write-ups or posts yet, most sites' translations): the glob loader warns on none.
 */
function markdownIn(base: string, pattern: '*.md' | '*/*.md' = '*.md'): Loader {
  const loader = glob({ pattern, base });
  return { ...loader, load: async (context) => (hasMarkdown(base, pattern === '*/*.md') ? loader.load(context) : context.store.clear()) };
}

/**
 * The collections of the capabilities that have Markdown in the content (the writing's posts),
 * each declared in its folder's collections.ts (src/capabilities/capability.ts): found there, so
 * that a capability taken out takes its collections with it.
 */
const capabilityCollections = Object.fromEntries(
  Object.values(
    import.meta.glob<Record<string, MarkdownCollection>>('./capabilities/*/collections.ts', { eager: true, import: 'collections' }),
  )
    .flatMap((declared) => Object.entries(declared))
    .map(([name, { folder, translations, schema }]) => [
      name,
      defineCollection({ loader: markdownIn(`./${contentRoot}/${folder}`, translations ? '*/*.md' : '*.md'), schema }),
    ]),
);

export const collections = { projects, projectTranslations, ...capabilityCollections };
