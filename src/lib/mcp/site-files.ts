import { readFile } from 'node:fs/promises';
import type { SiteFileReader } from './documents.ts';

/** The built files the MCP server reads: the pages' Markdown twins and the OpenAPI description. */
const READABLE = /^\/(?:[\w-]+\.md|openapi\.json)$/;

/**
 * Reads the built site's files from `root` (a file: URL of the directory holding them).
 * Only the paths above are readable: a resource URI never becomes an arbitrary file path.
 */
export function siteFileReader(root: URL): SiteFileReader {
  return async (path) => {
    if (!READABLE.test(path)) return null;
    try {
      return await readFile(new URL(`.${path}`, root), 'utf8');
    } catch {
      return null;
    }
  };
}
