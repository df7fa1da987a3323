import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { PageInfo } from '../../lib/markdown/page-info.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { type Capability, switchedBy, type WordsOf } from '../capability.ts';
import { listPostsTool } from './mcp-tool.ts';
import { lastChange, listPath, newestChange, type Post, POSTS_PATH, POSTS_PER_PAGE, postPath, tagPath } from './post.ts';
import { postSeries, seriesPath } from './series.ts';
import { postTags } from './tags.ts';
import type { WritingWords } from './words/en.ts';
import { writingWordsByLanguage } from './words/index.ts';

declare module '../capability.ts' {
  interface CapabilityData {
    /** The published posts in the language at hand (each translated one in it), newest first. */
    posts: readonly Post[];
  }
}

/** Its pages beyond the list's first: the list's further pages, each post's, each tag's, each series'; `posts` in the owner content's language. */
function writingPages(owner: OwnerContent, { writing: words }: WordsOf<WritingWords>, posts: readonly Post[]): PageInfo[] {
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
export const writing: Capability<WritingWords> = {
  name: 'writing',
  // Its switch: npm run init leaves it off in a fork without posts, and npm run new:post turns it on.
  ...switchedBy('writing', true),
  words: writingWordsByLanguage,
  // Its posts in a section of llms.txt of their own.
  llms: { section: (words) => ({ title: words.writing.llmsSection, owns: (path) => path.startsWith(`${POSTS_PATH}/`) }) },
  navPage: {
    order: 15,
    page: (owner, { writing: words }, { posts = [] }) =>
      pageInfo(POSTS_PATH, words.nav, words.title(owner.profile.name), words.description(owner.profile.name), newestChange(posts)),
  },
  pages: (owner, words, { posts = [] }) => writingPages(owner, words, posts),
  mcp: {
    tools: (dependencies) => [listPostsTool(dependencies)],
    instructions: (words) => words.writingMcp.instructions,
    slugTemplate: ({ writing: words }) => ({
      name: 'post',
      path: POSTS_PATH,
      title: words.postTemplateTitle,
      description: words.postTemplateDescription,
    }),
  },
};
