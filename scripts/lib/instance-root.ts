import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const OWN = new Set(['.netlify', '.git']);

/**
 * A project root of its own for one emulation process: symbolic links to the project's files,
 * beside a .netlify/ of its own. @netlify/dev builds every function into
 * <root>/.netlify/functions-serve/<name>/ when it starts, and requests that arrive meanwhile run
 * that build; two emulations of one project (as the smoke tests run them) deleted each other's
 * builds there, and requests failed with ENOENT. The Blobs store stays the project's, shared by
 * every instance as on Netlify.
 */
export function createInstanceRoot(projectRoot: string): { root: string; remove: () => void } {
  const root = join(projectRoot, '.netlify', 'instances', `${process.pid}-${randomUUID().slice(0, 8)}`);
  mkdirSync(join(root, '.netlify'), { recursive: true });
  for (const entry of readdirSync(projectRoot)) {
    if (!OWN.has(entry)) symlinkSync(join(projectRoot, entry), join(root, entry));
  }
  const blobs = join(projectRoot, '.netlify', 'blobs-serve');
  mkdirSync(blobs, { recursive: true });
  symlinkSync(blobs, join(root, '.netlify', 'blobs-serve'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
