import { absoluteHtml } from './absolute-html.ts';
import { postsOf, type WritingEdition } from './edition.ts';
import type { FeedInput } from './feeds.ts';
import { postPath } from './post.ts';
import { postEntry } from './post-entry.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { writingWordsIn } from './words.ts';

/** The feeds' input in one of the site's languages: the published posts with their rendered HTML, every link and image made absolute. */
export async function feedInput(edition: WritingEdition, siteUrl: string): Promise<FeedInput> {
  const { owner, path, lang } = edition;
  const words = writingWordsIn(edition.locale).writing;
  const withHtml = await Promise.all(
    postsOf(edition).map(async (post) => {
      const entry = await postEntry(post.slug, edition);
      const html = absoluteHtml(entry?.rendered?.html ?? '', absoluteUrl(path(postPath(post.slug)), siteUrl));
      return { post, html, language: lang(['posts', post.slug]) };
    }),
  );
  return {
    title: words.feedTitle(owner.profile.name),
    description: words.description(owner.profile.name),
    language: owner.site.language,
    author: owner.profile.name,
    siteUrl,
    pathIn: path,
    posts: withHtml,
  };
}
