import type { OwnerContent } from '../../lib/owner/schema.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { ogImagePath } from '../../lib/og/og-image.ts';
import { lastChange, type Post, postPath } from './post.ts';

/**
 * schema.org BlogPosting for a post's page, at its path in the page's language (`pathIn`); the
 * post is in `language`, the default one's where it is shown untranslated.
 */
export function blogPostingJsonLd(
  post: Post,
  owner: OwnerContent,
  siteUrl: string,
  pathIn: (path: string) => string = (path) => path,
  language: string = owner.site.language,
) {
  const url = absoluteUrl(pathIn(postPath(post.slug)), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.published,
    dateModified: lastChange(post),
    inLanguage: language,
    wordCount: post.words,
    image: absoluteUrl(ogImagePath(pathIn(postPath(post.slug))), siteUrl),
    author: { '@type': 'Person', name: owner.profile.name, url: absoluteUrl(pathIn('/'), siteUrl) },
    ...(post.tags.length ? { keywords: post.tags } : {}),
  };
}
