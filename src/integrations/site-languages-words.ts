// A function answers in the languages the site speaks (Accept-Language chooses among them; each
// handler is made for one of them), so its bundle needs only their words. The words are loaded
// by a dynamic import with the language in its path (wordsByLanguage, src/lib/i18n/index.ts),
// which esbuild bundles as every file that path can match: every shipped language's. The
// functions' bundler makes the word files of the other languages (a capability's
// words/<tag>.ts, the shared locales/<tag>.ts) empty modules, so that no cold start compiles and
// evaluates them; their entries in the tables are then undefined, and wordsFor says so if
// anything asks for one. The MCP bundle of a site in one language is 70 KB smaller, and its
// cold start about 3 ms shorter (docs/performance.md).
import type { Plugin } from 'esbuild';
import { supportedLanguages, uiLanguage } from '../lib/i18n/languages.ts';

/** The shipped interface languages a site in `languages` (BCP 47 tags) does not speak. */
export const unspokenLanguages = (languages: readonly string[]): string[] => {
  const spoken = new Set(languages.map(uiLanguage));
  return supportedLanguages.filter((language) => !spoken.has(language));
};

/** Bundles the word files of the languages the site does not speak empty. */
export function siteLanguagesWords(languages: readonly string[]): Plugin {
  const unspoken = unspokenLanguages(languages);
  return {
    name: 'site-languages-words',
    setup(build) {
      if (!unspoken.length) return;
      const filter = new RegExp(`[\\\\/]src[\\\\/](?:.+[\\\\/])?(?:words|locales)[\\\\/](?:${unspoken.join('|')})\\.ts$`);
      build.onLoad({ filter }, () => ({ contents: 'export {};', loader: 'ts' }));
    },
  };
}
