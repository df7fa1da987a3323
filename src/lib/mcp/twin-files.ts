import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TwinReader } from './resources.ts';

/**
 * Reads twins from the built site: dist/ under the working directory, which is the
 * project root locally and the function root on Netlify (netlify.toml includes dist/*.md).
 */
export function twinFileReader(root = process.cwd()): TwinReader {
  return async (twinPath) => {
    if (!/^\/[\w-]+\.md$/.test(twinPath)) return null;
    try {
      return await readFile(join(root, 'dist', twinPath), 'utf8');
    } catch {
      return null;
    }
  };
}
