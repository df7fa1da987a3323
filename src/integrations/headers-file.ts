import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtPages, siteIndexOf } from './built-pages.ts';
import { localizedPath } from '../lib/i18n/paths.ts';
import { contentLanguageRules, renderHeadersFile, staticHeaderRules } from '../lib/http/header-policy.ts';
import type { UsagePolicy } from '../lib/owner/schema.ts';

/**
 * On a site in several languages, every page, its twin and each language's 404 page with its
 * language, for Content-Language; none on a site in one.
 */
async function documentLanguages(dir: URL): Promise<{ path: string; language: string }[]> {
  const { owner } = await siteIndexOf(dir);
  const [defaultLanguage = '', ...others] = owner.site.languages;
  if (!others.length) return [];
  const pages = (await builtPages(dir)).flatMap(({ path, twin, language }) => [
    { path, language },
    { path: twin, language },
  ]);
  const notFound = owner.site.languages.map((language) => ({ path: localizedPath('/404', language, defaultLanguage), language }));
  return [...pages, ...notFound];
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
