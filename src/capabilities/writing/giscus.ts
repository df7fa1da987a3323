// Comments by giscus (giscus.app): GitHub Discussions under each post, loaded only when a reader
// asks (client/comments.ts). Pure: what the page and the loader say to giscus.
import type { OwnerContent } from '../../lib/owner/schema.ts';

/** The owner's giscus settings (the owner file's `site.comments`). */
export type CommentsSettings = NonNullable<OwnerContent['site']['comments']>;

export const GISCUS_ORIGIN = 'https://giscus.app';

/** The interface languages giscus has (its locales), as it names them. */
const GISCUS_LANGUAGES = new Set(
  'ar be bg ca cs da de en eo es eu fa fr gr he hu id it ja kh ko nl pl pt ro ru th tr uk uz vi zh-CN zh-HK zh-TW'.split(' '),
);

/** giscus' language for a page in `language` (BCP 47): the same tag, or its language alone ("es-AR" -> "es"), else English. */
export function giscusLanguage(language: string): string {
  const [base = '', region] = language.split('-');
  const regional = region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
  if (GISCUS_LANGUAGES.has(regional)) return regional;
  return GISCUS_LANGUAGES.has(base.toLowerCase()) ? base.toLowerCase() : 'en';
}

/** The data-* attributes of giscus' client script for one page: the discussion is the page's path, kept to its exact title. */
export function giscusAttributes(settings: CommentsSettings, language: string, theme: 'light' | 'dark' | 'preferred_color_scheme') {
  return {
    'data-repo': settings.repo,
    'data-repo-id': settings.repoId,
    'data-category': settings.category,
    'data-category-id': settings.categoryId,
    'data-mapping': 'pathname',
    'data-strict': '1',
    'data-reactions-enabled': '1',
    'data-emit-metadata': '0',
    'data-input-position': 'bottom',
    'data-theme': theme,
    'data-lang': giscusLanguage(language),
  };
}
