import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { hasMarkdown } from './lib/markdown-files.ts';
import { z } from 'astro/zod';
import { PostFrontMatterSchema, PostTranslationFrontMatterSchema } from './capabilities/writing/post-schema.ts';
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
 * Posts: src/content/posts/<slug>.md, validated with the writing capability's schema. Drafts and
 * posts dated later than the build are loaded here but published nowhere (src/data/posts.ts picks
 * the published ones; every page, feed and build/site.json takes them from there).
 */
const posts = defineCollection({
  loader: markdownIn(`./${contentRoot}/posts`),
  schema: PostFrontMatterSchema,
});

/**
 * Translations, one folder per further language (src/content/posts/en/<slug>.md translates
 * src/content/posts/<slug>.md): a post's title, description and body; a write-up's body and its
 * cover's text alternative (the cover is the project's own). Their ids are "<language>/<slug>".
 */
const postTranslations = defineCollection({
  loader: markdownIn(`./${contentRoot}/posts`, '*/*.md'),
  schema: PostTranslationFrontMatterSchema,
});
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

export const collections = { projects, posts, postTranslations, projectTranslations };
