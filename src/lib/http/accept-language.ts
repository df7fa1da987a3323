/**
 * Which of a site's languages answers an Accept-Language header best (RFC 9110 §12.5.4): the
 * ranges by quality, highest first (equal ones in the order given); a range matches a language
 * it names, one it is a prefix of ("es" -> "es-AR", RFC 4647 basic filtering), or, shortened a
 * subtag at a time, one that names it ("es-MX" -> "es", RFC 4647 lookup). "*" is any language
 * not refused; q=0 refuses. Undefined when nothing matches: the caller's default then answers.
 */
export function preferredLanguage(header: string | null | undefined, available: readonly string[]): string | undefined {
  const ranges = parseRanges(header ?? '');
  // A refusal refuses what the range names and its regions ("en;q=0": en, en-GB), never a shorter tag ("en-US;q=0" leaves en).
  const refused = new Set(ranges.filter((range) => range.q === 0).flatMap((range) => matches(range.tag, available, false)));
  for (const range of ranges.filter((candidate) => candidate.q > 0).toSorted((a, b) => b.q - a.q)) {
    const found = (range.tag === '*' ? available : matches(range.tag, available)).find((language) => !refused.has(language));
    if (found) return found;
  }
  return undefined;
}

interface Range {
  tag: string;
  q: number;
}

/** "es-AR, en;q=0.8, *;q=0.1" -> its ranges; one with a malformed tag or quality is skipped. */
function parseRanges(header: string): Range[] {
  return header.split(',').flatMap((part) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!/^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/.test(tag)) return [];
    const quality = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const value = quality?.split('=')[1]?.trim() ?? '1';
    if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return [];
    return [{ tag: tag.toLowerCase(), q: Number(value) }];
  });
}

/** The available languages a (non-wildcard) range matches, the closest first; `shorten`: also by RFC 4647 lookup. */
function matches(range: string, available: readonly string[], shorten = true): string[] {
  const lower = available.map((language) => language.toLowerCase());
  const found: string[] = [];
  const add = (index: number) => {
    if (index >= 0 && !found.includes(available[index]!)) found.push(available[index]!);
  };
  add(lower.indexOf(range));
  for (const [index, language] of lower.entries()) if (language.startsWith(`${range}-`)) add(index);
  for (let shorter = range; shorten && shorter.includes('-'); ) {
    shorter = shorter.slice(0, shorter.lastIndexOf('-'));
    add(lower.indexOf(shorter));
  }
  return found;
}
