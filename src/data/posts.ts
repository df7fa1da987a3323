import { join } from 'node:path';
import { readPosts, readPostTranslations } from '../capabilities/writing/read-posts.ts';
import { languageFolder } from '../lib/i18n/paths.ts';
import { furtherLanguagesOf } from '../lib/owner/localize.ts';
import { contentRoot } from './content-root.ts';
import { owner } from './owner.ts';

/**
 * The published posts (<content root>/posts/*.md, src/data/content-root.ts, as the content collection finds them: from the
 * project's root, where every command runs), newest first, as of the build, and their
 * translations (<content root>/posts/<language>/<slug>.md) by further language. The functions
 * get them from what the build wrote (build/site.json, src/data/built-site.ts), never from here.
 * Not from import.meta.url: the build bundles this module elsewhere.
 */
// One "today" per build process: the config, the pages and the feeds must agree on what is published.
process.env.POSTS_TODAY ??= new Date().toISOString().slice(0, 10);

const folder = join(process.cwd(), contentRoot, 'posts');
export const posts = readPosts(folder, process.env.POSTS_TODAY);
/** By further language's tag: the posts translated into it (the others show in the default language). */
export const postTranslations: Record<string, typeof posts> = readPostTranslations(
  folder,
  furtherLanguagesOf(owner).map((language) => ({ language, folder: languageFolder(language) })),
  posts,
);
