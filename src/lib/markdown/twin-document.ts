import { withXDefault } from '../i18n/x-default.ts';

/** A page's Markdown twin as agents get it: YAML front matter, the title, a pointer to llms.txt, the content. */

export interface TwinMeta {
  title: string;
  description: string;
  /** The page's canonical (HTML) URL. */
  canonical: string;
  /** When the twin was built, ISO 8601. */
  lastModified: string;
  /** The one-line pointer to llms.txt in the owner's language, as Markdown (the dictionary's `layout.agentNote`). */
  agentNote: string;
  /** On a site in more than one language: the page's, the same page in each (itself included), and the language of texts shown untranslated. */
  languages?: { language: string; alternates: { hreflang: string; href: string }[]; untranslated?: string | undefined };
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * A YAML double-quoted scalar: a JSON string (JSON's escapes are YAML's), with `<`, `>` and `&`
 * as `\u003c`, `\u003e` and `\u0026`, so that a reader that does not know front matter (a plain
 * CommonMark renderer shows it as text under a heading) finds no HTML in owner text, and U+2028
 * and U+2029 escaped as well, which some YAML readers take for line breaks. Every YAML and JSON
 * reader still gets the same string back.
 */
const yaml = (value: string) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The twin's language, its translations (and x-default, the first), and the language of any untranslated text on it. */
function languageLines(languages: TwinMeta['languages']): string[] {
  if (!languages) return [];
  const alternates = withXDefault(languages.alternates);
  return [
    `language: ${yaml(languages.language)}`,
    'alternates:',
    ...alternates.flatMap(({ hreflang, href }) => [`  - hreflang: ${yaml(hreflang)}`, `    href: ${yaml(href)}`]),
    ...(languages.untranslated ? [`untranslated_text_in: ${yaml(languages.untranslated)}`] : []),
  ];
}

/** Front matter first, then the body with a one-line llms.txt pointer right after its H1. */
export function twinDocument(body: string, meta: TwinMeta): string {
  const frontMatter = [
    '---',
    `title: ${yaml(meta.title)}`,
    `description: ${yaml(meta.description)}`,
    `canonical: ${yaml(meta.canonical)}`,
    `last_modified: ${yaml(meta.lastModified)}`,
    ...languageLines(meta.languages),
    '---',
    '',
  ].join('\n');
  const pointer = `> ${meta.agentNote}`;
  const lines = body.trim().split('\n');
  const title = lines.findIndex((line) => line.startsWith('# '));
  if (title === -1) lines.unshift(pointer, '');
  else lines.splice(title + 1, 0, '', pointer);
  return `${frontMatter}${lines.join('\n')}\n`;
}

/** The twin without its front matter (for llms-full.txt, which has one header of its own). */
export function twinBody(document: string): string {
  const match = FRONT_MATTER.exec(document);
  return match ? document.slice(match[0].length) : document;
}

/** The canonical page URL from a twin's front matter (`canonical: "…"`), as twinDocument writes it. */
export function canonicalOf(document: string): string | null {
  const frontMatter = FRONT_MATTER.exec(document)?.[1] ?? '';
  const line = /^canonical: (".*")$/m.exec(frontMatter)?.[1];
  try {
    return line ? (JSON.parse(line) as string) : null;
  } catch {
    return null;
  }
}
