import { parse } from 'yaml';

/**
 * A Markdown twin's front matter as a YAML reader gets it, its text (keys in order, to check what a
 * reader that does not know front matter sees) and the body after it; null where there is none.
 */
export function twinFrontMatter(markdown: string): { data: Record<string, unknown>; text: string; keys: string[]; body: string } | null {
  const [, text = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown) ?? [];
  if (!text) return null;
  const data = parse(text) as Record<string, unknown>;
  return { data, text, keys: Object.keys(data), body };
}
