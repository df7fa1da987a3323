/** A character as its UTF-8 bytes, percent-encoded: `[` -> `%5B`, `é` -> `%C3%A9`. */
export const percentEncode = (char: string): string =>
  [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
