import { getCollection } from 'astro:content';
import { join } from 'node:path';
import type { Post } from '../capabilities/writing/post.ts';
import { publishedPosts, publishedTranslations } from '../capabilities/writing/published-posts.ts';
import { languageFolder } from '../lib/i18n/paths.ts';
import { hasMarkdown } from '../lib/markdown-files.ts';
import { furtherLanguagesOf } from '../lib/owner/localize.ts';
import { contentRoot } from './content-root.ts';
import { oncePerBuild } from './once-per-build.ts';
import { owner } from './owner.ts';

// One "today" for the whole build: every page and feed must agree on what is published.
process.env.POSTS_TODAY ??= new Date().toISOString().slice(0, 10);

/**
 * The published posts (<content root>/posts/*.md, src/data/content-root.ts), newest first, as of
 * the build, and their translations (<content root>/posts/<language>/<slug>.md) by further
 * language, from Astro's content collections. Read once per build. The functions get them from
 * what the build wrote (build/site.json, src/data/built-site.ts).
 */
export const readPosts = oncePerBuild(async (): Promise<{ posts: Post[]; postTranslations: Record<string, Post[]> }> => {
  const folder = join(process.cwd(), contentRoot, 'posts');
  // Not asked for where there is none: Astro warns about an empty collection, and most forks start without posts.
  const entries = hasMarkdown(folder) ? await getCollection('posts') : [];
  const translations = hasMarkdown(folder, true) ? await getCollection('postTranslations') : [];
  const posts = publishedPosts(entries, process.env.POSTS_TODAY!);
  const languages = furtherLanguagesOf(owner).map((language) => ({ language, folder: languageFolder(language) }));
  const written = new Set(entries.map((entry) => entry.id));
  return { posts, postTranslations: publishedTranslations(translations, languages, posts, written) };
});
