import { getCollection, type CollectionEntry } from 'astro:content';
import { join } from 'node:path';
import { languageFolder } from '../lib/i18n/paths.ts';
import { hasMarkdown } from '../lib/markdown-files.ts';
import { furtherLanguagesOf } from '../lib/owner/localize.ts';
import { oncePerBuild } from './once-per-build.ts';
import { contentRoot } from './content-root.ts';
import { owner } from './owner.ts';
import type { Cover } from '../capabilities/projects/cover.ts';

export type Writeup = CollectionEntry<'projects'>;

/**
 * Every project write-up by the slug of its project; a file whose name is no project's slug fails
 * the build, naming it. Read once per build: every project page and both card lists ask.
 */
export const projectWriteups = oncePerBuild(readWriteups);

async function readWriteups(): Promise<Map<string, Writeup>> {
  const slugs = new Set(owner.projects.map((project) => project.slug));
  // Not asked for where there is none: Astro warns about an empty collection, and most forks start without write-ups.
  const entries = hasMarkdown(join(process.cwd(), contentRoot, 'projects')) ? await getCollection('projects') : [];
  const strays = entries.filter((entry) => !slugs.has(entry.id));
  if (strays.length) {
    const files = strays.map((entry) => `${contentRoot}/projects/${entry.id}.md`).join(', ');
    throw new Error(`${files}: no project in ${contentRoot}/owner.ts has this slug (known: ${[...slugs].join(', ')}).`);
  }
  return new Map(entries.map((entry) => [entry.id, entry]));
}

export type WriteupTranslation = CollectionEntry<'projectTranslations'>;

/**
 * The translated write-ups (src/content/projects/<language>/<slug>.md), by their id "<language>/<slug>".
 * One that translates no write-up, or sits in a folder that is no further language of the site,
 * fails the build, naming it.
 */
export const writeupTranslations = oncePerBuild(readWriteupTranslations);

async function readWriteupTranslations(): Promise<Map<string, WriteupTranslation>> {
  const folders = new Set(furtherLanguagesOf(owner).map(languageFolder));
  const written = await projectWriteups();
  const entries = hasMarkdown(join(process.cwd(), contentRoot, 'projects'), true) ? await getCollection('projectTranslations') : [];
  for (const { id } of entries) {
    const [folder = '', slug = ''] = id.split('/');
    const file = `${contentRoot}/projects/${id}.md`;
    if (!folders.has(folder))
      throw new Error(`${file}: "${folder}" is none of the site's further languages (${[...folders].join(', ') || 'it has none'}).`);
    if (!written.has(slug)) throw new Error(`${file} translates no write-up: there is no ${contentRoot}/projects/${slug}.md.`);
  }
  return new Map(entries.map((entry) => [entry.id, entry]));
}

/**
 * Each project's cover image, by slug, for its page and its cards: its alt text from the
 * write-up's translation in the language folder given ('' for the default language), where that
 * has one, else the default language's, marked with its `lang`.
 */
export async function projectCovers(folder: string): Promise<Map<string, Cover>> {
  const translated = folder ? await writeupTranslations() : new Map<string, WriteupTranslation>();
  const covers = [...(await projectWriteups())].flatMap(([slug, { data }]) => {
    const translatedAlt = translated.get(`${folder}/${slug}`)?.data.coverAlt;
    const lang = folder && !translatedAlt ? owner.site.language : undefined;
    return data.cover ? [[slug, { src: data.cover, alt: translatedAlt ?? data.coverAlt ?? '', lang }] as const] : [];
  });
  return new Map(covers);
}
