import { getCollection } from 'astro:content';
import { join } from 'node:path';
import { languageFolder } from '../../lib/i18n/paths.ts';
import { hasMarkdown } from '../../lib/markdown-files.ts';
import { furtherLanguagesOf } from '../../lib/owner/localize.ts';
import type { ContentInLanguage, ReadContent } from '../capability.ts';
import { postsIn } from './post.ts';
import type { PostFrontMatter, PostTranslation } from './post-schema.ts';
import { type MarkdownEntry, publishedPosts, publishedTranslations } from './published-posts.ts';

// One "today" for the whole build: every page and feed must agree on what is published.
process.env.POSTS_TODAY ??= new Date().toISOString().slice(0, 10);

/**
 * The published posts (<content root>/posts/*.md), newest first, as of the build, in each of the
 * site's languages: each translated one (<content root>/posts/<language>/<slug>.md) in it, the
 * others in the default language. Read once per build (src/data/site-content.ts); the functions
 * get them from what the build wrote (build/site.json).
 */
export const readContent: ReadContent = async ({ owner, contentRoot }) => {
  const folder = join(process.cwd(), contentRoot, 'posts');
  // Not asked for where there is none: Astro warns about an empty collection, and most forks start without posts.
  const entries = (hasMarkdown(folder) ? await getCollection('posts') : []) as MarkdownEntry<PostFrontMatter>[];
  const translations = (hasMarkdown(folder, true) ? await getCollection('postTranslations') : []) as MarkdownEntry<PostTranslation>[];
  const posts = publishedPosts(entries, process.env.POSTS_TODAY!);
  const languages = furtherLanguagesOf(owner).map((language) => ({ language, folder: languageFolder(language) }));
  const written = new Set(entries.map((entry) => entry.id));
  const translated = publishedTranslations(translations, languages, posts, written);
  return Object.fromEntries(
    owner.site.languages.map((language): [string, ContentInLanguage] => [
      language,
      {
        data: { posts: postsIn(posts, translated, language) },
        translated: (translated[language] ?? []).map((post) => ['posts', post.slug]),
      },
    ]),
  );
};
