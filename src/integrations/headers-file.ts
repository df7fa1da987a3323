import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { renderHeadersFile, staticHeaderRules } from '../lib/http/header-policy.ts';

/** Writes Netlify's `_headers` for the static files from the site's one header policy. */
export default function headersFile({ contentSignal }: { contentSignal: string }): AstroIntegration {
  return {
    name: 'headers-file',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_headers', dir), renderHeadersFile(staticHeaderRules({ contentSignal })));
      },
    },
  };
}
