import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { PageInfo } from '../../lib/markdown/page-info.ts';
import type { Dictionary } from '../../data/dictionaries.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import type { Capability } from '../capability.ts';
import { listPostsTool } from './mcp-tool.ts';
import { lastChange, listPath, newestChange, type Post, POSTS_PATH, POSTS_PER_PAGE, postPath, tagPath } from './post.ts';
import { postSeries, seriesPath } from './series.ts';
import { postTags } from './tags.ts';

/** Its pages beyond the list's first: the list's further pages, each post's, each tag's, each series'; `posts` in the owner content's language. */
function writingPages(owner: OwnerContent, t: Dictionary, posts: readonly Post[]): PageInfo[] {
  const words = t.writing;
  const name = owner.profile.name;
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const listPages = Array.from({ length: pageCount - 1 }, (_, i) =>
    pageInfo(listPath(i + 2), words.pageTitle(name, String(i + 2)), words.pageTitle(name, String(i + 2)), words.description(name)),
  );
  const postPages = posts.map((post) => pageInfo(postPath(post.slug), post.title, post.title, post.description, lastChange(post)));
  const tagPages = postTags(posts).map((tag) => pageInfo(tagPath(tag), tag, words.tagTitle(tag, name), words.tagDescription(tag, name)));
  const seriesPages = postSeries(posts).map((series) =>
    pageInfo(seriesPath(series.slug), series.name, words.seriesTitle(series.name, name), words.seriesDescription(series.name, name)),
  );
  return [...listPages, ...postPages, ...tagPages, ...seriesPages];
}

/** Writing: posts in Markdown, their list, a page per post and per tag, three feeds, list_posts. On by default. */
export const writing: Capability = {
  name: 'writing',
  // Its switch: npm run init leaves it off in a fork without posts, and npm run new:post turns it on.
  isOn: (owner) => owner.site.features.writing,
  navPage: {
    order: 15,
    page: (owner, t, posts) =>
      pageInfo(
        POSTS_PATH,
        t.writing.nav,
        t.writing.title(owner.profile.name),
        t.writing.description(owner.profile.name),
        newestChange(posts),
      ),
  },
  pages: writingPages,
  mcpTools: (dependencies) => [listPostsTool(dependencies)],
  mcpInstructions: (words) => words.instructionsWriting,
  mcpSlugTemplate: (t) => ({
    name: 'post',
    path: POSTS_PATH,
    title: t.writing.postTemplateTitle,
    description: t.writing.postTemplateDescription,
  }),
};

/** llms.txt's section for the posts, instead of the general list. */
export const writingLlmsSection = (t: Dictionary) => ({
  title: t.writing.llmsSection,
  owns: (path: string) => path.startsWith(`${POSTS_PATH}/`),
});

/** The feeds, as the `<link rel="alternate">`s every page's head carries (paths). */
export function feedLinks(owner: OwnerContent, t: Dictionary): { type: string; path: string; title: string }[] {
  const title = t.writing.feedTitle(owner.profile.name);
  return [
    { type: 'application/rss+xml', path: `${POSTS_PATH}/rss.xml`, title: `${title} (RSS)` },
    { type: 'application/atom+xml', path: `${POSTS_PATH}/atom.xml`, title: `${title} (Atom)` },
    { type: 'application/feed+json', path: `${POSTS_PATH}/feed.json`, title: `${title} (JSON Feed)` },
  ];
}
