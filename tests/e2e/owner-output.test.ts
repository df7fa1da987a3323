import { readdirSync, readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionOf, editions } from '../support/built-editions.ts';
import { owner } from '../../src/data/owner.ts';
import { supportedLanguages } from '../../src/lib/i18n/index.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';

/** What the built site says to people and agents: every page, twin and text or JSON document in dist/. */
function builtDocuments(dir = 'dist'): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : builtDocuments(path);
    return /\.(html|md|txt|json|xml)$/.test(entry.name) || entry.name === 'server-card' ? [{ file: path, text: readText(path) }] : [];
  });
}

/**
 * An HTML file's text, its character references decoded, without its scripts and styles and
 * without what it marks as written in another language (the language hint, the switch, a post
 * shown untranslated): other files as they are.
 */
function readText(path: string): string {
  const raw = readFileSync(path, 'utf8');
  if (!path.endsWith('.html')) return raw;
  const tree = fromHtml(raw);
  const html = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'html');
  const language = html?.properties.lang;
  const parts: string[] = [];
  const read = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type === 'text') parts.push(child.value);
      if (child.type !== 'element' || child.tagName === 'script' || child.tagName === 'style') continue;
      if (child.properties.lang !== undefined && child.properties.lang !== language) continue;
      parts.push(' ');
      read(child);
      parts.push(' ');
    }
  };
  read(tree);
  return parts.join('');
}

const MARK = '\u0001';
/**
 * The fixed wording of a dictionary: every string, and the text between the owner values of
 * every function (called with markers), at least `min` characters long.
 */
function wording(value: unknown, min = 14): string[] {
  if (typeof value === 'string') return value.length >= min ? [value] : [];
  if (typeof value === 'function') {
    const text = String((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => MARK)));
    return text
      .split(MARK)
      .map((part) => part.trim())
      .filter((part) => part.length >= min);
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap((child) => wording(child, min));
  return [];
}

/** Every string of a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const documents = builtDocuments();
// The HTTP contract (openapi.json, and the reference /developers renders from it) is English whatever the owner's language.
const contract = strings(JSON.parse(readFileSync('dist/openapi.json', 'utf8')));

describe('the built site speaks each page’s language only', () => {
  /** The phrases of every other interface language: none is in the site's own words, none in the English HTTP contract. */
  const foreignTo = (language: string) => {
    const own = new Set(wording(dictionaryFor(language), 1));
    return (
      supportedLanguages
        .map((other) => dictionaryFor(other))
        .filter((dictionary) => dictionary !== dictionaryFor(language))
        .flatMap((dictionary) => wording(dictionary))
        .filter((phrase) => ![...own].some((mine) => mine.includes(phrase)))
        .filter((phrase) => !contract.some((text) => text.toLowerCase().includes(phrase.toLowerCase())))
        // The owner's own texts may say what a dictionary says ("Correo electrónico"), and show untranslated.
        .filter((phrase) => !ownTexts.includes(phrase))
    );
  };
  const ownTexts = JSON.stringify({ ...owner, translations: {} });
  const foreign = new Map(editions.map((edition) => [edition.language, foreignTo(edition.language)]));
  // A document's language: a SKILL.md's says it in its front matter; the rest, their edition's
  // ("dist/en/…" is English), the site-wide documents being in the default.
  const skillLanguage = (text: string) => /^metadata:\n {2}language: "([^"]+)"$/m.exec(text)?.[1];
  const languageOf = (file: string, text: string) =>
    (file.endsWith('SKILL.md') && skillLanguage(text)) || editionOf(file.slice('dist'.length)).language;
  // A list of skills (the skills index, the AI Catalog) is checked entry by entry, each in its SKILL.md's language.
  const skillsBy = new Map(documents.filter(({ file }) => file.endsWith('SKILL.md')).map(({ file, text }) => [file, text]));
  const entriesOf = (file: string, text: string) => {
    const { skills, entries } = JSON.parse(text) as { skills?: { url: string }[]; entries?: { url: string }[] };
    return (skills ?? entries ?? []).map((entry, index) => {
      const skill = skillsBy.get(join('dist', new URL(entry.url).pathname));
      return { file: `${file}#${index}`, text: JSON.stringify(entry), language: skill ? skillLanguage(skill)! : languageOf(file, text) };
    });
  };
  const listsSkills = (file: string) => /agent-skills\/index\.json$|ai-catalog\.json$/.test(file);
  const pages = documents
    .filter(({ file }) => !file.endsWith('openapi.json'))
    .flatMap(({ file, text }) => (listsSkills(file) ? entriesOf(file, text) : [{ file, text, language: languageOf(file, text) }]));

  it('has built documents and foreign phrases to look for', () => {
    expect(documents.length).toBeGreaterThan(5);
    for (const phrases of foreign.values()) expect(phrases.length).toBeGreaterThan(10);
  });

  it.each(pages.map((document) => [document.file, document.text, document.language]))(
    '%s has no interface phrase of another language',
    (_, text, language) => {
      const leftovers = foreign.get(language)!.filter((phrase) => text.includes(phrase));
      expect(leftovers).toEqual([]);
    },
  );
});

describe.runIf(!owner.example)("a fork's built site carries nothing of the example owner", () => {
  const example = exampleOwnerInput;
  const mine = JSON.stringify(owner);
  const traces = [
    example.profile.name,
    example.profile.bio,
    new URL(example.site.url).hostname,
    ...example.projects.map((p) => p.summary),
  ].filter((trace) => !mine.includes(trace));
  // The example's GitHub account, as a word in any case, unless the fork's owner has it too.
  const account = new RegExp(`\\b${example.profile.githubUser}\\b`, 'i');
  const exampleAccount = account.test(mine) ? undefined : account;

  it.each(documents.map((document) => [document.file, document.text]))('%s', (_, text) => {
    expect(traces.filter((trace) => text.includes(trace))).toEqual([]);
    if (exampleAccount) expect(text).not.toMatch(exampleAccount);
  });
});
