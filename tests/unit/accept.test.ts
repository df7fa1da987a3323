import { describe, expect, it } from 'vitest';
import { matchRange, parseAccept, prefersMarkdown } from '../../src/lib/http/accept.ts';

describe('parseAccept', () => {
  it('reads media ranges with q-values and keeps their order', () => {
    expect(parseAccept('text/markdown;q=0.9, text/html')).toEqual([
      { type: 'text', subtype: 'markdown', q: 0.9, index: 0 },
      { type: 'text', subtype: 'html', q: 1, index: 1 },
    ]);
  });

  it('treats an invalid q-value as q=0 and skips malformed ranges', () => {
    const ranges = parseAccept('text/markdown;q=2, garbage, text/html;q=abc');
    expect(ranges.map((range) => [range.subtype, range.q])).toEqual([
      ['markdown', 0],
      ['html', 0],
    ]);
  });

  it('picks the most specific matching range', () => {
    const ranges = parseAccept('*/*;q=0.1, text/*;q=0.5, text/html;q=0.8');
    expect(matchRange(ranges, 'text/html')?.q).toBe(0.8);
    expect(matchRange(ranges, 'text/markdown')?.q).toBe(0.5);
    expect(matchRange(ranges, 'image/png')?.q).toBe(0.1);
  });
});

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html, */*', true],
    ['text/markdown;q=0.9, text/html', false],
    ['text/html;q=0.5, text/markdown', true],
    ['text/html, text/markdown', false],
    ['text/markdown, */*', true],
    ['*/*', false],
    ['text/*', false],
    ['', false],
    [null, false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0, text/html;q=0', false],
    ['text/html;q=0, text/markdown;q=0.1', true],
    ['TEXT/MARKDOWN', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['text/markdown;charset=utf-8;q=1, text/html;q=0.99', true],
  ])('Accept: %s -> markdown %s', (header, expected) => {
    expect(prefersMarkdown(header)).toBe(expected);
  });
});
