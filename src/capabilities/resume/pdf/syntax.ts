/**
 * PDF's object syntax (ISO 32000-1, 7.3), written as text. Every text that may hold someone's
 * words goes out as a UTF-16BE hex string, which needs no escaping; URIs, which PDF wants in
 * 7-bit ASCII, as literal strings with their delimiters escaped.
 */

/** A number as PDF writes it: no exponent, at most three decimals. */
export const num = (value: number): string => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** A name: `/Name`, any character outside the regular ones as #xx. */
export const name = (value: string): string =>
  `/${[...new TextEncoder().encode(value)]
    .map((byte) =>
      byte > 0x20 && byte < 0x7f && !'#%()/<>[]{}'.includes(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `#${byte.toString(16).padStart(2, '0')}`,
    )
    .join('')}`;

/** Any text as a hex string in UTF-16BE, with its byte order mark: what the Info dictionary, /Lang and ActualText read. */
export const text = (value: string): string => {
  const hex = [...value]
    .flatMap((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x10000) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).padStart(4, '0'))
    .join('');
  return `<FEFF${hex.toUpperCase()}>`;
};

/** An ASCII string (a URI, a language tag) as a literal string, its backslashes and parentheses escaped; anything else is refused. */
export const ascii = (value: string): string => {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`not printable ASCII: ${JSON.stringify(value)}`);
  return `(${value.replace(/[\\()]/g, (char) => `\\${char}`)})`;
};

export type Reference = `${number} 0 R`;
export const reference = (id: number): Reference => `${id} 0 R`;

/** A dictionary from entries whose values are already PDF syntax; undefined values are left out. */
export const dict = (entries: Record<string, string | undefined>): string =>
  `<<${Object.entries(entries)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` /${key} ${value}`)
    .join('')} >>`;

export const array = (items: readonly string[]): string => `[${items.join(' ')}]`;
