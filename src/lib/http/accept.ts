/** Content negotiation on the Accept header, per RFC 9110 §12.5.1. */

export interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Position in the header, for tie-breaking. */
  index: number;
}

export function parseAccept(header: string | null | undefined): MediaRange[] {
  if (!header) return [];
  const ranges: MediaRange[] = [];
  header.split(',').forEach((part, index) => {
    const [mediaRange, ...params] = part.split(';').map((piece) => piece.trim());
    const match = /^([\w!#$%&'*+.^`|~-]+)\/([\w!#$%&'*+.^`|~-]+)$/.exec(mediaRange ?? '');
    if (!match) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value ?? '') ? parsed : 0;
      }
    }
    ranges.push({ type: match[1]!.toLowerCase(), subtype: match[2]!.toLowerCase(), q, index });
  });
  return ranges;
}

function specificity(range: MediaRange, type: string, subtype: string): number {
  if (range.type === type && range.subtype === subtype) return 3;
  if (range.type === type && range.subtype === '*') return 2;
  if (range.type === '*' && range.subtype === '*') return 1;
  return 0;
}

/** The most specific range that matches a media type, or undefined when none does. */
export function matchRange(ranges: MediaRange[], mediaType: string): (MediaRange & { specificity: number }) | undefined {
  const [type, subtype] = mediaType.toLowerCase().split('/') as [string, string];
  let best: (MediaRange & { specificity: number }) | undefined;
  for (const range of ranges) {
    const score = specificity(range, type, subtype);
    if (score > 0 && (!best || score > best.specificity)) best = { ...range, specificity: score };
  }
  return best;
}

/**
 * True when the client prefers text/markdown over text/html. Markdown must be named
 * explicitly with q > 0: wildcards alone keep HTML. At equal q, the more specific range
 * wins, then the one listed first.
 */
export function prefersMarkdown(header: string | null | undefined): boolean {
  const ranges = parseAccept(header);
  const markdown = matchRange(ranges, 'text/markdown');
  if (markdown?.specificity !== 3 || markdown.q <= 0) return false;
  const html = matchRange(ranges, 'text/html');
  if (!html || html.q < markdown.q) return true;
  if (html.q > markdown.q) return false;
  if (html.specificity !== markdown.specificity) return html.specificity < markdown.specificity;
  return markdown.index < html.index;
}
