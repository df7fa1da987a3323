// npm run new:post's work: src/content/posts/<slug>.md with valid front matter, dated today, as a
// draft (published nowhere until its draft line goes). Never overwrites a post.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostFrontMatterSchema } from '../../src/capabilities/writing/post-schema.ts';
import type { WritingWords } from '../../src/capabilities/writing/words/en.ts';
import { slugify } from '../../src/lib/owner/normalize.ts';

/** Writes the post; its placeholders (description, the draft line's note, the body) in `words`' language, the site's. */
export function newPost(root: string, title: string, today: string, words: WritingWords['writing']['newPost']): string {
  const clean = title.trim().replace(/\s+/g, ' ');
  const slug = slugify(clean);
  if (!clean || !slug) throw new Error('Give the post a title: npm run new:post -- "My first post"');
  const file = join(root, 'src/content/posts', `${slug}.md`);
  if (existsSync(file)) throw new Error(`${file} exists already: choose another title, or edit that post.`);
  const front = { title: clean, description: words.description(clean), published: today, tags: [], draft: true };
  // The same schema the build checks: what this writes always builds.
  PostFrontMatterSchema.parse(front);
  mkdirSync(join(root, 'src/content/posts'), { recursive: true });
  writeFileSync(
    file,
    [
      '---',
      `title: ${JSON.stringify(front.title)}`,
      `description: ${JSON.stringify(front.description)}`,
      `published: ${today}`,
      'tags: []',
      `# ${words.draftNote}`,
      'draft: true',
      '---',
      '',
      words.body,
      '',
    ].join('\n'),
  );
  return file;
}
