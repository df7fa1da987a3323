/** The files init reads and writes in the project it sets up. */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';

export const OWNER_FILE = 'src/data/owner.ts';
export const WRITE_UPS_DIR = 'src/content/projects';
const POSTS_DIR = 'src/content/posts';
/** The posts the template ships as example content (src/content/posts/<name>.md). */
const EXAMPLE_POSTS = ['hello-world'];

export type ExistingOwner =
  | { kind: 'none' }
  | { kind: 'example'; content: OwnerContent }
  /** The owner's own content; `content` is absent when the file does not load (a broken edit is still an edit). */
  | { kind: 'edited'; content?: OwnerContent; problem?: string };

/** What src/data/owner.ts holds now: nothing, the shipped example, or content someone edited. */
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

/** Removes the write-ups (and files named after them, like covers) of the example's projects; returns what it removed. */
export const removeExampleWriteUps = (root: string, slugs: readonly string[]) => removeNamed(root, WRITE_UPS_DIR, slugs);

/** Removes the example's posts (and files named after them); returns what it removed. */
export const removeExamplePosts = (root: string) => removeNamed(root, POSTS_DIR, EXAMPLE_POSTS);

async function removeNamed(root: string, folder: string, slugs: readonly string[]): Promise<string[]> {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  const wanted = new Set(slugs);
  const removed: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const base = entry.name.replace(/\.[^.]+$/, '');
    if (!entry.isFile() || !wanted.has(base)) continue;
    await rm(join(dir, entry.name));
    removed.push(`${folder}/${entry.name}`);
  }
  return removed.sort();
}
