/**
 * JSON Resume's field names before its 1.0 schema, read as today's: résumés written with the
 * older names (`work[].company`, `basics.website`…) are common, and without this every job in
 * one would be left out for having no name. Pure: no I/O.
 */

/** Where, the older name, today's name: the renames of JSON Resume 1.0 (jsonresume/resume-website#98). */
const RENAMES = [
  ['basics', 'website', 'url'],
  ['basics', 'picture', 'image'],
  ['work[]', 'company', 'name'],
  ['work[]', 'website', 'url'],
  ['volunteer[]', 'website', 'url'],
  ['publications[]', 'website', 'url'],
  ['education[]', 'gpa', 'score'],
] as const;

type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The objects at a place of the résumé: `basics` itself, or each entry of a list such as `work[]`. */
function entriesAt(resume: Entry, where: string): Entry[] {
  const section = resume[where.replace('[]', '')];
  if (where.endsWith('[]')) return Array.isArray(section) ? section.filter(isEntry) : [];
  return isEntry(section) ? [section] : [];
}

/**
 * The résumé with each older field name read as today's, where today's is not given too (then the
 * older one is left as it is, unread); and what was renamed, as "work[].company → name (9)". The
 * résumé given is not changed.
 */
export function withCurrentNames(data: unknown): { data: unknown; renamed: string[] } {
  if (!isEntry(data)) return { data, renamed: [] };
  const resume: Entry = structuredClone(data);
  const renamed: string[] = [];
  for (const [where, older, current] of RENAMES) {
    let count = 0;
    for (const entry of entriesAt(resume, where)) {
      if (isBlank(entry[older]) || !isBlank(entry[current])) continue;
      entry[current] = entry[older];
      delete entry[older];
      count++;
    }
    if (count) renamed.push(`${where}.${older} → ${current}${where.endsWith('[]') ? ` (${count})` : ''}`);
  }
  return { data: resume, renamed };
}
