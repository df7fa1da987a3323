import { readdirSync } from 'node:fs';

/** The names of the Markdown files in a folder ("hello-world.md"); none when there is no such folder. */
export function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
}
