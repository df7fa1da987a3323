import { languageFolder } from '../lib/i18n/paths.ts';
import { furtherLanguagesOf } from '../lib/owner/localize.ts';
import type { SiteContent } from './edition.ts';
import { owner } from './owner.ts';
import { readPosts } from './posts.ts';
import { writeupTranslations } from './writeups.ts';

/**
 * What the site is made of, read once per build through Astro's content layer: the owner file, the
 * published posts and their translations, and which write-ups are translated into which further
 * language. The pages build their editions from it (src/data/editions.ts); the build writes it for
 * the functions (src/pages/site.json.ts).
 */
export async function siteContent(): Promise<SiteContent> {
  const translated = [...(await writeupTranslations()).keys()];
  const translatedWriteups = Object.fromEntries(
    furtherLanguagesOf(owner).map((language) => {
      const folder = `${languageFolder(language)}/`;
      return [language, translated.filter((id) => id.startsWith(folder)).map((id) => id.slice(folder.length))];
    }),
  );
  return { owner, ...(await readPosts()), translatedWriteups };
}
