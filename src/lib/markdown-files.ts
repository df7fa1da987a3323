import { readdirSync } from 'node:fs';

/** The names of the Markdown files in a folder ("hello-world.md"); none when there is no such folder. */
export function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
}

/** A Markdown file's name without its extension, as the site names what it holds: "hello-world.md" -> "hello-world". */
export const markdownSlug = (name: string): string => name.slice(0, -'.md'.length);
