import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The names of the Markdown files in a folder ("hello-world.md"); none when there is no such folder. */
export function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
}

/** The folders in a folder; none when there is no such folder. */
function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

/**
 * Whether `<base>/*.md` names any file, or, `inFolders`, `<base>/<folder>/*.md` (translations, one
 * folder per language). Astro's glob loader and getCollection both warn about a collection with
 * none, as a fork without write-ups has, and most sites' translations.
 */
export const hasMarkdown = (base: string, inFolders = false): boolean =>
  (inFolders ? subfolders(base) : [base]).some((folder) => markdownFiles(folder).length > 0);
