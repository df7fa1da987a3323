import { type Capability, switchedBy } from '../capability.ts';
import { listPostsTool } from './mcp-tool.ts';
import { type Post, POSTS_PATH } from './post.ts';
import type { WritingWords } from './words/en.ts';
import { writingWordsByLanguage } from './words.ts';

declare module '../capability.ts' {
  interface CapabilityData {
    /** The published posts in the language at hand (each translated one in it), newest first. */
    posts: readonly Post[];
  }
}

/** Writing: posts in Markdown, their list, a page per post and per tag, three feeds, list_posts. On by default. */
export const writing: Capability<WritingWords> = {
  name: 'writing',
  // Its switch: npm run init leaves it off in a fork without posts, and npm run new:post turns it on.
  ...switchedBy('writing', true),
  words: writingWordsByLanguage,
  // Its posts in a section of llms.txt of their own.
  llms: { section: (words) => ({ title: words.writing.llmsSection, owns: (path) => path.startsWith(`${POSTS_PATH}/`) }) },
  pagePaths: [POSTS_PATH],
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
