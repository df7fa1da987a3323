/** Small text helpers for turning outside data (GitHub, a résumé) into owner content that always validates. */
import { normalizedKey } from '../../../src/lib/owner/normalize.ts';

/**
 * The owner schema's limits (src/lib/owner/schema.ts), in characters. Values are clipped to
 * them here so a real profile, however long its texts, produces valid content.
 */
export const LIMITS = {
  name: 100,
  headline: 120,
  location: 100,
  bio: 1000,
  skill: 50,
  skills: 40,
  tag: 40,
  tags: 30,
  network: 40,
  username: 100,
  channelValue: 200,
  projectName: 80,
  projectSummary: 280,
  projects: 100,
  organisation: 120,
  position: 120,
  workSummary: 600,
  highlight: 280,
  highlights: 10,
  area: 120,
  studyType: 80,
  spokenLanguage: 60,
  fluency: 60,
  certificateName: 160,
  issuer: 120,
  roles: 10,
  role: 80,
  awardTitle: 160,
  publicationName: 200,
  summary: 600,
  interest: 80,
  keyword: 40,
  keywords: 30,
  referenceName: 120,
  reference: 1000,
  references: 20,
} as const;

/** The trimmed text, or undefined for anything that is not a non-blank string. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** At most `max` characters: cut on a word boundary when one is near, with an ellipsis. */
export function clip(value: string, max: number): string {
  const text = value.trim();
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.search(/\s\S*$/);
  let head = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  // Never leave half of a surrogate pair (an emoji) behind.
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head.replace(/[\s.,;:!?¡¿(-]+$/u, '')}…`;
}

/** Trimmed and clipped, or undefined when blank or not a string. */
export function cleanClipped(value: unknown, max: number): string | undefined {
  const text = cleanText(value);
  return text === undefined ? undefined : clip(text, max);
}

/** The first of each group of items whose keys are equal once normalised (case, accents, spacing). */
export function distinctBy<T>(items: Iterable<T>, key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const k = normalizedKey(key(item));
    if (seen.has(k)) continue;
    seen.add(k);
    kept.push(item);
  }
  return kept;
}

/** Cleaned, clipped, de-duplicated texts: skills or tags. */
export function textList(values: Iterable<unknown>, maxLength: number, maxCount: number): string[] {
  const cleaned: string[] = [];
  for (const value of values) {
    const text = cleanClipped(value, maxLength);
    if (text !== undefined) cleaned.push(text);
  }
  return distinctBy(cleaned, (text) => text).slice(0, maxCount);
}

/** The value when it is an absolute http(s) URL, else undefined ("ftp://…", "example.com", "javascript:…"). */
export function httpUrl(value: unknown): string | undefined {
  const text = cleanText(value);
  if (text === undefined || /\s/.test(text) || !URL.canParse(text)) return undefined;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'https:' || protocol === 'http:') && hostname !== '' ? text : undefined;
}

/**
 * A web address written without its scheme ("example.com/app", "www.example.com"), as the
 * https:// URL it names; undefined for anything else (a full URL, "localhost", "not a url").
 */
export function assumedHttps(value: unknown): string | undefined {
  const text = cleanText(value);
  if (text === undefined || /^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith('//')) return undefined;
  const url = httpUrl(`https://${text}`);
  return url && new URL(url).hostname.includes('.') ? url : undefined;
}

/** The address when it looks like one the schema's mailto: link accepts, else undefined. */
export function emailAddress(value: unknown): string | undefined {
  const text = cleanText(value);
  return text !== undefined && text.length <= LIMITS.channelValue && /^[^\s@]+@[^\s@]+$/.test(text) ? text : undefined;
}

/** Object without its undefined properties, so `{ ...a, ...b }` never overwrites a value with undefined. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
