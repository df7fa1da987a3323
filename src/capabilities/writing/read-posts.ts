import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isPublished, newestFirst, type Post } from './post.ts';
import { PostFrontMatterSchema } from './post-schema.ts';

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const WORDS_PER_MINUTE = 220;

/** A file's front matter and body. A date may come as a Date (Astro's YAML reader) or a string: the schema takes both. */
function splitPost(text: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: parse(match[1]!) ?? {}, body: text.slice(match[0].length) };
}

/** Words a reader reads: the body without code fences' markers, link targets or HTML tags. */
export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/^```.*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** One post file as data; a wrong front matter throws, naming the file and each wrong field. */
export function readPost(file: string, text: string): Post & { draft: boolean } {
  const { data, body } = splitPost(text);
  const parsed = PostFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    throw new Error(`Invalid post ${file}:\n${lines.join('\n')}`);
  }
  const slug = file.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`Invalid post ${file}: its name must be lowercase letters, digits and single hyphens, then .md (it is its address).`);
  }
  const words = wordCount(body);
  return { ...parsed.data, slug, words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

/** The published posts of a folder of Markdown files, newest first; `today` is YYYY-MM-DD. */
export function readPosts(dir: string, today: string): Post[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
  return (
    files
      .map((name) => readPost(join(dir, name), readFileSync(join(dir, name), 'utf8')))
      .filter((post) => isPublished(post, today))
      // An update dated later than the build has not happened yet.
      .map(({ draft: _draft, updated, ...post }) => (updated && updated <= today ? { ...post, updated } : post))
      .sort(newestFirst)
  );
}
