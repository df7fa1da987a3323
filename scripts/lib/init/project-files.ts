/** The files init reads and writes in the project it sets up. */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';

import { hasMarkdown } from '../../../src/lib/markdown-files.ts';
import { OWNER_FILE } from '../../../src/lib/owner/owner-file.ts';

export { OWNER_FILE };
/** Beside the owner file: the template's example (src/example/) is not the fork's and init leaves it alone. */
export const WRITE_UPS_DIR = 'src/content/projects';
const POSTS_DIR = 'src/content/posts';

/** Whether the fork has posts of its own yet (any file in src/content/posts/, drafts too). */
export const hasOwnPosts = (root: string): boolean => hasMarkdown(join(root, POSTS_DIR));

export type ExistingOwner =
  | { kind: 'none' }
  | { kind: 'example'; content: OwnerContent }
  /** The owner's own content; `content` is absent when the file does not load (a broken edit is still an edit). */
  | { kind: 'edited'; content?: OwnerContent; problem?: string };

/** What the owner file (src/content/owner.ts) holds now: nothing, a copy of the example, or content someone edited. */
export async function readExistingOwner(root: string): Promise<ExistingOwner> {
  const file = join(root, OWNER_FILE);
  if (!existsSync(file)) return { kind: 'none' };
  try {
    const module = (await import(pathToFileURL(file).href)) as { owner?: OwnerContent };
    const content = module.owner;
    if (!content || typeof content !== 'object') return { kind: 'edited', problem: 'it exports no `owner`' };
    return content.example ? { kind: 'example', content } : { kind: 'edited', content };
  } catch (error) {
    return { kind: 'edited', problem: (error as Error).message.split('\n')[0] };
  }
}

/** Writes the owner file whole or not at all: a crash mid-write leaves the old file in place. */
export async function writeOwnerFile(root: string, text: string): Promise<string> {
  const file = join(root, OWNER_FILE);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, file);
  return file;
}
