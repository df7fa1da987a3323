import type { ContentInLanguage, ReadContent } from '../capabilities/capability.ts';
import { languageFolder } from '../lib/i18n/paths.ts';
import { furtherLanguagesOf } from '../lib/owner/localize.ts';
import { contentRoot } from './content-root.ts';
import type { SiteContent } from './edition.ts';
import { oncePerBuild } from './once-per-build.ts';
import { owner } from './owner.ts';
import { writeupTranslations } from './writeups.ts';

/** Each capability's reader of its Markdown (its folder's content.ts: src/capabilities/capability.ts), found there. */
const contentReaders = Object.values(import.meta.glob<ReadContent>('../capabilities/*/content.ts', { eager: true, import: 'readContent' }));

/** What the capabilities read of the content, in each of the site's languages: their data, and their translated texts, together. */
const capabilityContent = oncePerBuild(async (): Promise<Record<string, ContentInLanguage>> => {
  const read = await Promise.all(contentReaders.map((readContent) => readContent({ owner, contentRoot })));
  return Object.fromEntries(
    owner.site.languages.map((language) => [
      language,
      {
        data: Object.assign({}, ...read.map((byLanguage) => byLanguage[language]?.data)),
        translated: read.flatMap((byLanguage) => byLanguage[language]?.translated ?? []),
      },
    ]),
  );
});

/**
 * What the site is made of, read once per build through Astro's content layer: the owner file,
 * what the capabilities read of the content in each language (the published posts), and which
 * write-ups are translated into which further language. The pages build their editions from it
 * (src/data/editions.ts); the build writes it for the functions (src/pages/site.json.ts).
 */
export async function siteContent(): Promise<SiteContent> {
  const translated = [...(await writeupTranslations()).keys()];
  const translatedWriteups = Object.fromEntries(
    furtherLanguagesOf(owner).map((language) => {
      const folder = `${languageFolder(language)}/`;
      return [language, translated.filter((id) => id.startsWith(folder)).map((id) => id.slice(folder.length))];
    }),
  );
  return { owner, capabilityContent: await capabilityContent(), translatedWriteups };
}
