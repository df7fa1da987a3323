import type { MarkdownCollection } from '../capability.ts';
import { PostFrontMatterSchema, PostTranslationFrontMatterSchema } from './post-schema.ts';

/**
 * Its content collections (src/content.config.ts defines each capability's). Posts:
 * src/content/posts/<slug>.md, validated with the posts' schema; drafts and posts dated later than
 * the build are loaded but published nowhere (content.ts picks the published ones). Their
 * translations, a folder per further language (src/content/posts/en/<slug>.md translates
 * src/content/posts/<slug>.md): a post's title, description and body; their ids are "<language>/<slug>".
 */
export const collections: Record<string, MarkdownCollection> = {
  posts: { folder: 'posts', schema: PostFrontMatterSchema },
  postTranslations: { folder: 'posts', translations: true, schema: PostTranslationFrontMatterSchema },
};
