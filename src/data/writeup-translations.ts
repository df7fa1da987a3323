import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languagePrefix } from '../lib/i18n/paths.ts';
import { owner } from './owner.ts';

/**
 * By further language's tag: the slugs of the projects whose write-up is translated into it
 * (src/content/projects/<language>/<slug>.md). Read from the files, as the posts are, so that
 * the pages list and the functions know without the content collection.
 */
export const writeupTranslations: Record<string, string[]> = Object.fromEntries(
  owner.site.languages.slice(1).map((language) => {
    const folder = join(process.cwd(), 'src/content/projects', languagePrefix(language, owner.site.language).slice(1));
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((name) => name.endsWith('.md'));
    } catch {
      // No translated write-up in this language.
    }
    return [language, files.map((name) => name.slice(0, -'.md'.length))];
  }),
);
