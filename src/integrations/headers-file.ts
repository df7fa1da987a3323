import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { contentLanguageRules, renderHeadersFile, staticHeaderRules } from '../lib/http/header-policy.ts';

interface Options {
  contentSignal: string;
  /** On a site in several languages: every page and twin with its language (none on a site in one). */
  languages?: { path: string; language: string }[];
}

/** Writes Netlify's `_headers` for the static files from the site's one header policy. */
export default function headersFile({ contentSignal, languages = [] }: Options): AstroIntegration {
  return {
    name: 'headers-file',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const rules = [...staticHeaderRules({ contentSignal }), ...contentLanguageRules(languages)];
        await writeFile(new URL('_headers', dir), renderHeadersFile(rules));
      },
    },
  };
}
