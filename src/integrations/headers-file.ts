import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtPages } from './built-pages.ts';
import { contentLanguageRules, renderHeadersFile, staticHeaderRules } from '../lib/http/header-policy.ts';
import type { UsagePolicy } from '../lib/owner/schema.ts';

/**
 * On a site in several languages (its pages name their translations), every page, its twin and
 * each 404 page with its language, for Content-Language; none on a site in one.
 */
async function documentLanguages(dir: URL): Promise<{ path: string; language: string }[]> {
  const pages = await builtPages(dir);
  if (!pages.some((page) => page.alternates.length)) return [];
  return pages
    .filter((page) => page.twin || page.noindex)
    .flatMap(({ path, twin, language }) => [{ path, language }, ...(twin ? [{ path: twin, language }] : [])]);
}

/** Writes Netlify's `_headers` for the static files from the site's one header policy. */
export default function headersFile({ usage }: { usage: UsagePolicy }): AstroIntegration {
  return {
    name: 'headers-file',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const rules = [...staticHeaderRules({ usage }), ...contentLanguageRules(await documentLanguages(dir))];
        await writeFile(new URL('_headers', dir), renderHeadersFile(rules));
      },
    },
  };
}
