import { normalizedKey } from '../owner/normalize.ts';

/** ISO 639-1: the two-letter codes, which are BCP 47's primary language subtags. */
const ISO_639_1 = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu ' +
  'fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ' +
  'ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os ' +
  'pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ' +
  'ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

const tables = new Map<string, Map<string, string | null>>();

/** Every name of every code, as the site's language, English and the language itself call it; null where two codes share one. */
function namesIn(locale: string): Map<string, string | null> {
  const cached = tables.get(locale);
  if (cached) return cached;
  const table = new Map<string, string | null>();
  const inLocale = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  const inEnglish = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  for (const code of ISO_639_1) {
    const inItself = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' });
    const names = new Set([inLocale.of(code), inEnglish.of(code), inItself.of(code)].filter((name) => name && name !== code));
    for (const name of names) {
      const key = normalizedKey(name!);
      table.set(key, table.has(key) && table.get(key) !== code ? null : code);
    }
  }
  tables.set(locale, table);
  return table;
}

/**
 * The BCP 47 code of a language the owner named ("English", "Español", "inglés"), found
 * only when the name is exactly what Intl calls one language (in the site's language,
 * English or itself); undefined for anything else ("Native English", a dialect, a typo).
 */
export function languageCode(name: string, siteLanguage: string): string | undefined {
  return namesIn(siteLanguage).get(normalizedKey(name)) ?? undefined;
}
