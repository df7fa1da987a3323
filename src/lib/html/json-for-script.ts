const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script>` element (JSON-LD, or the words a page's script reads), and for any reader
 * that may take it as HTML: `<`, `>` and `&` as \u escapes, so no text can close the element
 * (`</script>`) or open a comment (`<!--`), whatever parser reads it; U+2028 and U+2029 too, for
 * readers that take it as JavaScript. JSON.parse gives back the same value.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
