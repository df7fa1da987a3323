import { promises as fs } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * @netlify/blobs' local server (the one `npm start`'s emulation and the tests' stacks run) lists a
 * store by walking its folder: a readdir, then a stat of each entry. A write puts its bytes in a
 * temporary file beside the entry and renames it; when the rename comes between the readdir and
 * that file's stat, the stat fails (ENOENT), the walk stops there, and the list still answers 200
 * with what it had found so far, often nothing. The statistics' report, read while a count was
 * being written, was then empty, and the /stats page drew no chart (the browser test's timeouts
 * under load). Here an entry that is gone by its stat is left out, as a list made a moment later
 * would leave it, and the walk goes on. The production service is not this server.
 */
interface WalkOptions {
  directories?: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: { blobs?: { etag: string; key: string; last_modified: string; size: number }[]; directories?: string[] };
}

type Walker = { walk(options: WalkOptions): Promise<void>; generateETag(path: string): Promise<string> };

const server = BlobsServer as unknown as Walker;

async function walk({ directories, path, prefix, rootPath, result }: WalkOptions): Promise<void> {
  for (const entry of await fs.readdir(path)) {
    const entryPath = join(path, entry);
    const stat = await fs.stat(entryPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!stat) continue;
    const key = relative(rootPath, entryPath).split(sep).join('/');
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    if (!stat.isDirectory()) {
      result.blobs?.push({ etag: await server.generateETag(entryPath), key, last_modified: stat.mtime.toISOString(), size: stat.size });
    } else if (directories && key.startsWith(prefix)) result.directories?.push(key);
    else await walk({ directories, path: entryPath, prefix, rootPath, result });
  }
}

/** Makes every local Blobs server of this process list what is there, writes under way or not. Idempotent. */
export function listWhileWriting(): void {
  server.walk = walk;
}
