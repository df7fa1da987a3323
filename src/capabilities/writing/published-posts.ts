import { isPublished, newestFirst, type Post } from './post.ts';
import type { PostFrontMatter, PostTranslation } from './post-schema.ts';

const WORDS_PER_MINUTE = 220;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A Markdown file as Astro's content layer gives it: its id, its file, its validated front matter and its body. */
export interface MarkdownEntry<Data> {
  id: string;
  filePath?: string | undefined;
  data: Data;
  body?: string | undefined;
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
function readingOf(body = ''): { words: number; readingMinutes: number } {
  const words = wordCount(body);
  return { words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

/** A file's name without its folder or `.md`: the address the content layer gives it. */
const fileSlug = ({ id, filePath }: MarkdownEntry<unknown>): string => filePath?.replace(/^.*[\\/]/, '').replace(/\.md$/, '') ?? id;

/**
 * The published posts among the posts collection's entries, newest first; `today` is YYYY-MM-DD.
 * A file whose name is no address (capitals, spaces: the glob loader would change it) fails, naming it.
 */
export function publishedPosts(entries: readonly MarkdownEntry<PostFrontMatter>[], today: string): Post[] {
  for (const entry of entries) {
    if (!SLUG.test(fileSlug(entry)))
      throw new Error(
        `Invalid post ${entry.filePath ?? entry.id}: its name must be lowercase a–z letters, digits and single hyphens, then .md (it is its address).`,
      );
  }
  return (
    entries
      .filter(({ data }) => isPublished(data, today))
      // An update dated later than the build has not happened yet.
      .map(
        ({ id, data: { draft: _draft, updated, ...post }, body }): Post => ({
          ...post,
          ...(updated && updated <= today && { updated }),
          slug: id,
          ...readingOf(body),
        }),
      )
      .sort(newestFirst)
  );
}

/**
 * The published posts in each further language, by language, from the translations collection's
 * entries (id "<folder>/<slug>"): in the order and with the dates and tags of `posts`. A translation
 * in a folder that is no further language, or of a post that is not written (`written`: every
 * post's slug, drafts included), fails, naming the file; one of a draft or of a post dated later
 * is left out with it.
 */
export function publishedTranslations(
  entries: readonly MarkdownEntry<PostTranslation>[],
  languages: readonly { language: string; folder: string }[],
  posts: readonly Post[],
  written: ReadonlySet<string>,
): Record<string, Post[]> {
  const folders = new Set(languages.map(({ folder }) => folder));
  const translated = new Map<string, Omit<Post, 'slug' | 'published' | 'updated' | 'tags'>>();
  for (const entry of entries) {
    const [folder = '', slug = ''] = entry.id.split('/');
    const file = entry.filePath ?? `${entry.id}.md`;
    if (!folders.has(folder))
      throw new Error(`${file}: "${folder}" is none of the site's further languages (${[...folders].join(', ') || 'it has none'}).`);
    if (!written.has(slug)) throw new Error(`${file} translates no post: there is no ${slug}.md beside its folder.`);
    translated.set(entry.id, { ...entry.data, ...readingOf(entry.body) });
  }
  return Object.fromEntries(
    languages.map(({ language, folder }) => [
      language,
      posts.flatMap((post) => {
        const translation = translated.get(`${folder}/${post.slug}`);
        return translation ? [{ ...post, ...translation }] : [];
      }),
    ]),
  );
}
