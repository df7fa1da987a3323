import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { REGISTRY_ENTRY_PATH, registryEntry, registryEntryFile } from '../lib/mcp/registry-entry.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';

/**
 * Writes the site's MCP Registry entry to dist/server.json, so the deployed site serves the
 * entry it would publish. `repositoryUrl` is the site's source (Netlify's REPOSITORY_URL).
 */
export default function registryEntryWriter(options: { owner: OwnerContent; siteUrl: string; repositoryUrl?: string }): AstroIntegration {
  return {
    name: 'registry-entry',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(`.${REGISTRY_ENTRY_PATH}`, dir), registryEntryFile(registryEntry(options.owner, options.siteUrl, options)));
      },
    },
  };
}
