const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Text or an attribute value from HTML as a browser reads it: its character references decoded (the named ones Astro writes, and numeric ones). */
export const htmlDecoded = (raw: string): string =>
  raw.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return NAMED[name!] ?? reference;
  });
