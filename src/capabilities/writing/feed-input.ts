import type { Edition } from '../../data/editions.ts';
import { oncePerBuild } from '../../data/once-per-build.ts';
import { siteUrl } from '../../data/site.ts';
import { absoluteHtml } from './absolute-html.ts';
import type { FeedInput } from './feeds.ts';
import { postPath } from './post.ts';
import { postEntry } from './post-entry.ts';
import { absoluteUrl } from '../../lib/urls.ts';

/**
 * The feeds' input in one of the site's languages: the published posts with their rendered HTML,
 * every link and image made absolute. Made once per build and language for the three feeds;
 * afresh under `astro dev`, where posts change.
 */
export const feedInput = oncePerBuild(makeFeedInput, (edition) => edition.language);

async function makeFeedInput(edition: Edition): Promise<FeedInput> {
  const { owner, t, path, posts, lang } = edition;
  const withHtml = await Promise.all(
    posts.map(async (post) => {
      const entry = await postEntry(post.slug, edition);
      const html = absoluteHtml(entry?.rendered?.html ?? '', absoluteUrl(path(postPath(post.slug)), siteUrl));
      return { post, html, language: lang(['posts', post.slug]) };
    }),
  );
  return {
    title: t.writing.feedTitle(owner.profile.name),
    description: t.writing.description(owner.profile.name),
    language: owner.site.language,
    author: owner.profile.name,
    siteUrl,
    pathIn: path,
    posts: withHtml,
  };
}
