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
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

// JSON strings are valid YAML double-quoted scalars: no escaping rules of our own.
const yaml = (value: string) => JSON.stringify(value);

/** Front matter first, then the body with a one-line llms.txt pointer right after its H1. */
export function twinDocument(body: string, meta: TwinMeta): string {
  const frontMatter = [
    '---',
    `title: ${yaml(meta.title)}`,
    `description: ${yaml(meta.description)}`,
    `canonical: ${yaml(meta.canonical)}`,
    `last_modified: ${yaml(meta.lastModified)}`,
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
