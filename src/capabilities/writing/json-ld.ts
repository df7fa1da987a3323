import type { OwnerContent } from '../../lib/owner/schema.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { ogImagePath } from '../../lib/og/og-image.ts';
import { lastChange, type Post, postPath } from './post.ts';

/** schema.org BlogPosting for a post's page. */
export function blogPostingJsonLd(post: Post, owner: OwnerContent, siteUrl: string) {
  const url = absoluteUrl(postPath(post.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.published,
    dateModified: lastChange(post),
    inLanguage: owner.site.language,
    wordCount: post.words,
    image: absoluteUrl(ogImagePath(postPath(post.slug)), siteUrl),
    author: { '@type': 'Person', name: owner.profile.name, url: absoluteUrl('/', siteUrl) },
    ...(post.tags.length ? { keywords: post.tags } : {}),
  };
}
