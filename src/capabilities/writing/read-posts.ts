import { readFileSync } from 'node:fs';
import { markdownFiles, markdownSlug } from '../../lib/markdown-files.ts';
import { join } from 'node:path';
import { parse } from 'yaml';
import * as z from '../../lib/schema/z.ts';
import { isPublished, newestFirst, type Post } from './post.ts';
import { PostFrontMatterSchema, PostTranslationFrontMatterSchema } from './post-schema.ts';

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

/** A body's length in words, and the minutes it takes to read (at least one). */
function readingOf(body: string): { words: number; readingMinutes: number } {
  const words = wordCount(body);
  return { words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

/** Front matter valid by `schema`, else an error naming the file and each wrong field. */
function frontMatter<S extends z.ZodMiniType>(file: string, data: unknown, schema: S): z.output<S> {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
  throw new Error(`Invalid post ${file}:\n${lines.join('\n')}`);
}

/** One post file as data; a wrong front matter throws, naming the file and each wrong field. */
export function readPost(file: string, text: string): Post & { draft: boolean } {
  const { data, body } = splitPost(text);
  const matter = frontMatter(file, data, PostFrontMatterSchema);
  const slug = file.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`Invalid post ${file}: its name must be lowercase letters, digits and single hyphens, then .md (it is its address).`);
  }
  return { ...matter, slug, ...readingOf(body) };
}

/**
 * The published posts in each further language, by language: `<dir>/<folder>/<slug>.md` translates
 * `<dir>/<slug>.md`, in the order and with the dates and tags of `posts` (the published ones). A
 * translation of a post that is not there fails, naming the file; one of a draft or of a post
 * dated later is left out with it.
 */
export function readPostTranslations(
  dir: string,
  languages: readonly { language: string; folder: string }[],
  posts: readonly Post[],
): Record<string, Post[]> {
  const written = new Set(markdownFiles(dir).map(markdownSlug));
  return Object.fromEntries(
    languages.map(({ language, folder }) => {
      const translated = new Map(
        markdownFiles(join(dir, folder)).map((name) => {
          const file = join(dir, folder, name);
          const slug = markdownSlug(name);
          if (!written.has(slug)) throw new Error(`${file} translates no post: there is no ${join(dir, name)}.`);
          const { data, body } = splitPost(readFileSync(file, 'utf8'));
          const texts = frontMatter(file, data, PostTranslationFrontMatterSchema);
          return [slug, { ...texts, ...readingOf(body) }] as const;
        }),
      );
      return [language, posts.flatMap((post) => (translated.has(post.slug) ? [{ ...post, ...translated.get(post.slug)! }] : []))];
    }),
  );
}

/** The published posts of a folder of Markdown files, newest first; `today` is YYYY-MM-DD. */
export function readPosts(dir: string, today: string): Post[] {
  const files = markdownFiles(dir);
  return (
    files
      .map((name) => readPost(join(dir, name), readFileSync(join(dir, name), 'utf8')))
      .filter((post) => isPublished(post, today))
      // An update dated later than the build has not happened yet.
      .map(({ draft: _draft, updated, ...post }) => (updated && updated <= today ? { ...post, updated } : post))
      .sort(newestFirst)
  );
}
