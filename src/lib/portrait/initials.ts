import { accentColours } from '../theme/accent.ts';
import { escapeXml } from '../html/escape-xml.ts';

/** What a picture-less owner is shown as: up to two initials on the accent colour. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** A grapheme worth showing: a letter, a digit or an emoji; not punctuation, brackets or marks alone. */
const SHOWABLE = /^[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

function firstShowable(word: string): string | undefined {
  for (const { segment } of graphemes.segment(word)) if (SHOWABLE.test(segment)) return segment;
  return undefined;
}

/**
 * The initials of a name of any script: the first showable grapheme of the first and of the
 * last word ("Ada Lovelace" → "AL", "Lucía Pérez" → "LP", "山田太郎" → "山", "Plato" → "P").
 * Empty when the name holds nothing showable.
 */
export function initials(name: string, locale?: string): string {
  const found = name
    .normalize('NFC')
    .split(/[\p{White_Space}\-‐_.,;:/|]+/u)
    .map(firstShowable)
    .filter((grapheme): grapheme is string => grapheme !== undefined);
  const picked = found.length > 1 ? [found[0]!, found.at(-1)!] : found;
  return picked.map((grapheme) => capital(grapheme, locale)).join('');
}

/** A grapheme's capital, still one grapheme: "ß" → "S", "ᾀ" → "Ἀ" (their capitals are two letters). */
function capital(grapheme: string, locale?: string): string {
  const upper = grapheme.toLocaleUpperCase(locale);
  return graphemes.segment(upper)[Symbol.iterator]().next().value?.segment ?? upper;
}

/** A person's outline, for a name with no showable initials (Lucide's "user-round"). */
const PERSON =
  '<g fill="none" stroke="currentColor" stroke-width="10"><circle cx="128" cy="100" r="40"/><path d="M64 208a64 64 0 0 1 128 0"/></g>';

const INITIALS_SIZE = 256;

/** The initials image as SVG: readable (WCAG AA) text on the owner's accent. */
export function initialsSvg(name: string, accent: string, locale?: string): string {
  const { light, onLight } = accentColours(accent);
  const letters = initials(name, locale);
  const size = INITIALS_SIZE;
  const mark = letters
    ? `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${letters.length > 1 || /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(letters) ? 92 : 112}" font-weight="600" fill="${onLight}">${escapeXml(letters)}</text>`
    : PERSON.replace('currentColor', onLight);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${light}"/>${mark}</svg>`;
}

/** The same, as a data: URL for an <img> (the CSP allows data: images). */
export const initialsDataUrl = (name: string, accent: string, locale?: string) =>
  `data:image/svg+xml,${encodeURIComponent(initialsSvg(name, accent, locale))}`;
