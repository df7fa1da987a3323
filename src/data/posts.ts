import { join } from 'node:path';
import { readPosts } from '../capabilities/writing/read-posts.ts';

/**
 * The published posts (src/content/posts/*.md, as the content collection finds them: from the
 * project's root, where every command runs), newest first, as of the build. The function bundles
 * get them as data (src/integrations/function-bundles.ts), as they get the owner. Not from
 * import.meta.url: the build bundles this module elsewhere.
 */
// One "today" per build process: the config, the pages and the feeds must agree on what is published.
process.env.POSTS_TODAY ??= new Date().toISOString().slice(0, 10);

export const posts = readPosts(join(process.cwd(), 'src/content/posts'), process.env.POSTS_TODAY);
