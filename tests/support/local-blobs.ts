// A Netlify Blobs server of its own on loopback (the one @netlify/dev runs), over a temporary
// folder, and the NETLIFY_BLOBS_CONTEXT that points a function, an edge function or this process
// at it: each test stack gets its own store.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { listWhileWriting } from '../../scripts/lib/blobs-server-list.ts';

export interface LocalBlobs {
  /** The value of NETLIFY_BLOBS_CONTEXT for this server. */
  context: string;
  /** The text of every entry of the store `name`, as stored on disk. */
  entries(name: string): string[];
  stop(): Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  listWhileWriting();
  const directory = mkdtempSync(join(tmpdir(), 'blobs-'));
  const token = 'local-blobs';
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, token, siteID: 'local' })).toString('base64');
  return {
    context,
    entries: (name) =>
      readdirSync(join(directory, 'entries'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.parentPath.includes(`site:${name}`))
        .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
    stop: async () => {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
