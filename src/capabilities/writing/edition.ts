import type { OwnerContent } from '../../lib/owner/schema.ts';
import type { TextPath } from '../../lib/owner/translations.ts';
import type { CapabilityData } from '../capability.ts';
import type { Post } from './post.ts';

/** What writing's pages and components read of the site in one of its languages (the site's edition has it all). */
export interface WritingEdition {
  /** The language, as Intl calls it. */
  locale: string;
  /** Its folder among the content's translations ("en"), "" for the default language. */
  folder: string;
  isDefault: boolean;
  owner: OwnerContent;
  /** What the capabilities read of the content in this language: the posts among it (content.ts). */
  data: Partial<CapabilityData>;
  /** A default-language path ("/writing") as this language's ("/en/writing"). */
  path(path: string): string;
  /** The `lang` of an owner's text shown untranslated; undefined where it is in this language. */
  lang(path: TextPath): string | undefined;
}

/** The published posts in an edition's language, newest first: each translated one in it, the others in the default language. */
export const postsOf = ({ data }: Pick<WritingEdition, 'data'>): readonly Post[] => data.posts ?? [];
