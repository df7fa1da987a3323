import type { OwnerContent } from '../../lib/owner/schema.ts';
import { pagePathIn } from '../../lib/owner/localize.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { ogImagePath } from '../../lib/og/og-image.ts';
import { lastChange, type Post, postPath } from './post.ts';
import { seriesPath, seriesSlug } from './series.ts';

/**
 * schema.org BlogPosting for a post's page, at its path in the owner content's language; the
 * post is in `language`, the default one's where it is shown untranslated.
 */
export function blogPostingJsonLd(post: Post, owner: OwnerContent, siteUrl: string, language: string = owner.site.language) {
  const url = absoluteUrl(pagePathIn(owner, postPath(post.slug)), siteUrl);
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
    image: absoluteUrl(ogImagePath(pagePathIn(owner, postPath(post.slug))), siteUrl),
    author: { '@type': 'Person', name: owner.profile.name, url: absoluteUrl(pagePathIn(owner, '/'), siteUrl) },
    ...(post.tags.length ? { keywords: post.tags } : {}),
    ...(post.series
      ? {
          isPartOf: {
            '@type': 'CreativeWorkSeries',
            name: post.series,
            url: absoluteUrl(pagePathIn(owner, seriesPath(seriesSlug(post.series))), siteUrl),
          },
        }
      : {}),
  };
}
