import { type CollectionEntry, getEntry } from 'astro:content';
import type { WritingEdition } from './edition.ts';

/**
 * A post's content in an edition's language: its translation (src/content/posts/<language>/<slug>.md)
 * where there is one, else the post itself, in the default language.
 */
export async function postEntry(
  slug: string,
  { folder, lang }: Pick<WritingEdition, 'folder' | 'lang'>,
): Promise<CollectionEntry<'posts' | 'postTranslations'>> {
  const entry = folder && !lang(['posts', slug]) ? await getEntry('postTranslations', `${folder}/${slug}`) : await getEntry('posts', slug);
  if (!entry) throw new Error(`src/content/posts/${folder ? `${folder}/` : ''}${slug}.md is not in the content collections.`);
  return entry;
}
