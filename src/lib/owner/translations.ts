/**
 * The owner's texts in the site's further languages: an overlay keyed like the texts it
 * translates. `translations.en.profile.bio` translates `profile.bio`; projects are keyed by
 * slug, résumé entries by their place in their list. Every key must name a text the owner
 * wrote in the default language (checked by `untranslatableKeys`); a text left out is shown
 * in the default language, and marked so (localize.ts).
 */
import * as z from '../schema/z.ts';
import { projectSlug } from './project-slug.ts';

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(max, `must be at most ${max} characters (shorten it)`));
const texts = (max: number) => z.array(text(max)).check(z.maxLength(10, 'at most 10 entries'));

/** An entry of a list (work, education, …), translated field by field; `{}` keeps a place. */
const entry = <T extends z.core.$ZodLooseShape>(shape: T) => z.partial(z.strictObject(shape));
const list = <T extends z.core.$ZodLooseShape>(shape: T) => z.optional(z.array(entry(shape)));

export const TranslationSchema = z.strictObject({
  profile: z.optional(entry({ headline: text(120), location: text(100), bio: text(1000) })),
  contact: z.optional(entry({ availability: text(280), channels: z.array(entry({ label: text(40) })) })),
  projects: z.optional(z.record(z.string(), entry({ summary: text(280), highlights: texts(280), roles: texts(80) }))),
  work: list({ position: text(120), location: text(100), summary: text(600), highlights: texts(280) }),
  education: list({ area: text(120), studyType: text(80) }),
  languages: list({ language: text(60), fluency: text(60) }),
  certificates: list({ name: text(160) }),
  volunteer: list({ position: text(120), summary: text(600), highlights: texts(280) }),
  awards: list({ title: text(160), summary: text(600) }),
  publications: list({ name: text(200), summary: text(600) }),
  interests: list({ name: text(80), keywords: texts(40) }),
});

export type Translation = z.infer<typeof TranslationSchema>;

/** Where a text is: `['profile', 'bio']`, `['projects', 'pgmigra', 'highlights', 0]`. */
export type TextPath = readonly (string | number)[];

/** A text's path as one comparable key: `['work', 0, 'position']` and `['work', '0', 'position']` are the same. */
export const textKey = (path: TextPath): string => path.join('\u0000');

/** The default content as translations address it: projects by slug, every other list by index. */
function keyed(content: { projects: readonly { name: string; slug?: string | undefined }[] }): Record<string, unknown> {
  return { ...content, projects: Object.fromEntries(content.projects.map((project) => [projectSlug(project), project])) };
}

/** What `path` points at in `tree`, or undefined. */
function at(tree: unknown, path: TextPath): unknown {
  let here = tree;
  for (const key of path) {
    if (!here || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** Every text (a string leaf) of `value`, with its path. */
export function textPaths(value: unknown, path: TextPath = []): TextPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/**
 * The paths in `translation` with no text in the default content to translate: a project slug
 * that does not exist, a résumé entry past the end of its list, a field the owner left out.
 */
export function untranslatableKeys(translation: Translation, content: Parameters<typeof keyed>[0]): TextPath[] {
  const defaults = keyed(content);
  return textPaths(translation).filter((path) => typeof at(defaults, path) !== 'string');
}

/** `translation` without the texts that translate nothing in `content` (a project renamed, a résumé entry removed). */
export function keepTranslatable(translation: Translation, content: Parameters<typeof keyed>[0]): Translation {
  const dropped = new Set(untranslatableKeys(translation, content).map(textKey));
  const kept: Record<string, unknown> = {};
  for (const path of textPaths(translation)) {
    if (dropped.has(textKey(path))) continue;
    let here = kept as Record<string | number, unknown>;
    path.slice(0, -1).forEach((key, index) => {
      here[key] ??= Array.isArray(at(translation, path.slice(0, index + 1))) ? [] : {};
      here = here[key] as Record<string | number, unknown>;
    });
    here[path.at(-1)!] = at(translation, path);
  }
  return fillHoles(kept) as Translation;
}

/**
 * Lists with no gaps: `{}` keeps the place of a résumé entry left without a translation; a list
 * of texts (highlights) ends at its first gap, since a text's place is its meaning.
 */
function fillHoles(value: unknown): unknown {
  if (Array.isArray(value) && value.some((item) => typeof item === 'string')) {
    const gap = Array.from(value).indexOf(undefined);
    return gap === -1 ? value : value.slice(0, gap);
  }
  if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? {} : fillHoles(item)));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillHoles(item)]));
  return value;
}

/** A copy of `content` with each text of `translation` in place of the default one it translates. */
export function withTranslation<T extends Parameters<typeof keyed>[0]>(content: T, translation: Translation): T {
  const copy = structuredClone(content);
  const defaults = keyed(copy);
  for (const path of textPaths(translation)) {
    const parent = at(defaults, path.slice(0, -1));
    const key = path.at(-1)!;
    if (parent && typeof parent === 'object' && typeof (parent as Record<string | number, unknown>)[key] === 'string') {
      (parent as Record<string | number, unknown>)[key] = at(translation, path);
    }
  }
  return copy;
}
