const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes a value for use as XML character data or as an attribute value in either quotes. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
