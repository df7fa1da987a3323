import { join } from 'node:path';
import { languageFolder } from '../lib/i18n/paths.ts';
import { markdownFiles, markdownSlug } from '../lib/markdown-files.ts';
import { furtherLanguagesOf } from '../lib/owner/localize.ts';
import { contentRoot } from './content-root.ts';
import { owner } from './owner.ts';

/**
 * By further language's tag: the slugs of the projects whose write-up is translated into it
 * (src/content/projects/<language>/<slug>.md). Read from the files, as the posts are, so that
 * the pages list and the functions know without the content collection.
 */
export const translatedWriteups: Record<string, string[]> = Object.fromEntries(
  furtherLanguagesOf(owner).map((language) => {
    const folder = join(process.cwd(), contentRoot, 'projects', languageFolder(language));
    return [language, markdownFiles(folder).map(markdownSlug)];
  }),
);
