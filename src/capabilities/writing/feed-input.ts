import { getEntry } from 'astro:content';
import { owner } from '../../data/owner.ts';
import { posts } from '../../data/posts.ts';
import { siteUrl } from '../../data/site.ts';
import { t } from '../../data/ui.ts';
import { absoluteHtml } from './absolute-html.ts';
import type { FeedInput } from './feeds.ts';
import { postPath } from './post.ts';
import { absoluteUrl } from '../../lib/urls.ts';

/**
 * The feeds' input: the published posts with their rendered HTML, every link and image made
 * absolute. Made once per build for the three feeds; afresh under `astro dev`, where posts change.
 */
export function feedInput(): Promise<FeedInput> {
  if (import.meta.env.DEV) return makeFeedInput();
  input ??= makeFeedInput();
  return input;
}

let input: Promise<FeedInput> | undefined;

async function makeFeedInput(): Promise<FeedInput> {
  const withHtml = await Promise.all(
    posts.map(async (post) => {
      const entry = await getEntry('posts', post.slug);
      return { post, html: absoluteHtml(entry?.rendered?.html ?? '', absoluteUrl(postPath(post.slug), siteUrl)) };
    }),
  );
  return {
    title: t.writing.feedTitle(owner.profile.name),
    description: t.writing.description(owner.profile.name),
    language: owner.site.language,
    author: owner.profile.name,
    siteUrl,
    posts: withHtml,
  };
}
