import { defineCollection } from 'astro:content';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { glob, type Loader } from 'astro/loaders';
import { markdownFiles } from './lib/markdown-files.ts';
import { z } from 'astro/zod';
import { PostFrontMatterSchema, PostTranslationFrontMatterSchema } from './capabilities/writing/post-schema.ts';

/**
 * A project's long write-up and cover image: src/content/projects/<slug>.md, where <slug> is
 * the project's slug in src/data/owner.ts (the rest of the project lives there). Optional:
 * a project without a file has its summary only. src/data/writeups.ts checks that every file
 * belongs to a project.
 */
const projects = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/projects' }),
  schema: ({ image }) =>
    z
      .strictObject({
        cover: image().optional(),
        coverAlt: z.string().trim().min(1).max(200).optional(),
      })
      .refine((data) => !data.cover || data.coverAlt, { message: 'a cover needs coverAlt, its text alternative', path: ['coverAlt'] }),
});

/**
 * Posts: src/content/posts/<slug>.md, validated with the writing capability's schema (the same
 * one the build's reader uses, src/capabilities/writing/read-posts.ts). Drafts and posts dated
 * later than the build are loaded here but published nowhere.
 */
const posts = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/posts' }),
  schema: PostFrontMatterSchema,
});

/**
 * Translations, one folder per further language (src/content/posts/en/<slug>.md translates
 * src/content/posts/<slug>.md): a post's title, description and body; a write-up's body and its
 * cover's text alternative (the cover is the project's own). Their ids are "<language>/<slug>".
 */
const postTranslations = defineCollection({
  loader: translations('./src/content/posts'),
  schema: PostTranslationFrontMatterSchema,
});
const projectTranslations = defineCollection({
  loader: translations('./src/content/projects'),
  schema: z.strictObject({ coverAlt: z.string().trim().min(1).max(200).optional() }),
});

/** The glob loader for `<base>/<language>/*.md`, silent where there is no translation (most sites): the glob loader warns on none. */
function translations(base: string): Loader {
  const loader = glob({ pattern: '*/*.md', base });
  const hasAny = () => {
    try {
      return readdirSync(base, { withFileTypes: true }).some(
        (entry) => entry.isDirectory() && markdownFiles(join(base, entry.name)).length > 0,
      );
    } catch {
      return false; // no such folder: a fork without write-ups or posts
    }
  };
  return { ...loader, load: async (context) => (hasAny() ? loader.load(context) : context.store.clear()) };
}

export const collections = { projects, posts, postTranslations, projectTranslations };
