import type { OwnerContent } from '../../lib/owner/schema.ts';
import type { TextPath } from '../../lib/owner/translations.ts';
import type { Post } from './post.ts';

/** What writing's pages and components read of the site in one of its languages (the site's edition has it all). */
export interface WritingEdition {
  /** The language, as Intl calls it. */
  locale: string;
  /** Its folder among the content's translations ("en"), "" for the default language. */
  folder: string;
  isDefault: boolean;
  owner: OwnerContent;
  /** The published posts in this language: each translated one in it, the others in the default language. */
  posts: Post[];
  /** A default-language path ("/writing") as this language's ("/en/writing"). */
  path(path: string): string;
  /** The `lang` of an owner's text shown untranslated; undefined where it is in this language. */
  lang(path: TextPath): string | undefined;
}
