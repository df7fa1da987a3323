import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteFileReader } from './documents.ts';

/** The built files the MCP server reads: the pages' and the projects' Markdown twins, the OpenAPI description and the MCP Apps' HTML. */
const READABLE = /^\/(?:(?:projects\/)?[\w-]+\.md|openapi\.json|mcp-apps\/[\w-]+\.html)$/;

/**
 * Reads the built site's files from `root` (a file: URL of the directory holding them).
 * Only the paths above and the listed `twins` are readable: a resource URI never becomes an arbitrary file path.
 */
export function siteFileReader(root: URL, twins: readonly string[] = []): SiteFileReader {
  // Deeper twins (a capability's pages: /writing/tags/go.md) are readable when the site lists them.
  const listed = new Set(twins);
  return async (path) => {
    if (!READABLE.test(path) && !listed.has(path)) return null;
    try {
      return await readFile(new URL(`.${path}`, root), 'utf8');
    } catch {
      return null;
    }
  };
}

/**
 * Where the built files are: `SITE_FILES_DIR` when set (the local emulation sets it, because
 * it runs a rebuilt copy of the function from .netlify/functions-serve/), else `dist/` two
 * levels above the function's module, which is where the deployed bundle's included_files
 * put them and where the project keeps them.
 */
export function siteFilesRoot(env: Record<string, string | undefined>, moduleDir: string): URL {
  const dir = env.SITE_FILES_DIR?.trim() || join(moduleDir, '../../dist');
  return pathToFileURL(join(resolve(dir), '/'));
}
