import { normalizedKey } from '../../lib/owner/normalize.ts';
import * as z from '../../lib/schema/z.ts';

/** YAML writes `2026-11-20` as a date; a quoted one stays a string. Either way, a day: "YYYY-MM-DD". */
const day = z.pipe(
  z.union([z.date(), z.iso.date({ error: 'must be a date, YYYY-MM-DD' })], { error: 'must be a date, YYYY-MM-DD' }),
  z.transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10))),
);

/** A series' name, as its posts' box and page show it; its address is made from it (series.ts). */
const series = z.string().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(80),
  z.refine((name) => /[a-z0-9]/.test(normalizedKey(name)), 'must hold a letter or digit (a–z, 0–9): the series’ address is made from it'),
);

const tag = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase a–z letters (no accents), digits and single hyphens'), z.maxLength(40));

/**
 * A post's front matter (src/content/posts/<slug>.md). The content collection validates with it
 * (src/content.config.ts): a wrong field fails the build, naming the file and the field.
 */
export const PostFrontMatterSchema = z
  .strictObject({
    title: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(120)),
    description: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(300)),
    published: day,
    updated: z.optional(day),
    tags: z._default(z.array(tag).check(z.maxLength(10, 'at most 10 tags')), []),
    /** The series the post belongs to, by name: its posts are listed together, oldest first, on each of them and on a page of its own. */
    series: z.optional(series),
    draft: z._default(z.boolean(), false),
  })
  .check(
    z.refine((post) => !post.updated || post.updated >= post.published, {
      path: ['updated'],
      error: 'must not be before published',
    }),
  );

export type PostFrontMatter = z.output<typeof PostFrontMatterSchema>;

/**
 * A post's translation (src/content/posts/<language>/<slug>.md): its title, description and body
 * in that language. Its dates, tags and whether it is published are the post's own.
 */
export const PostTranslationFrontMatterSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(120)),
  description: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(300)),
});

export type PostTranslation = z.output<typeof PostTranslationFrontMatterSchema>;
