import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { escapeXml } from '../../src/lib/html/escape-xml.ts';

describe('escapeXml', () => {
  it('escapes the five characters XML reserves, and nothing else', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a> ñ 🙂`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt; ñ 🙂');
  });

  it('gives back the text an XML reader reads, as character data and in either quotes', () => {
    const text = `]]> <b>&amp;</b> "double" 'single'`;
    const document = `<r a="${escapeXml(text)}" b='${escapeXml(text)}'>${escapeXml(text)}</r>`;
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false }).parse(document).r;
    expect(parsed['#text']).toBe(text);
    expect(parsed['@_a']).toBe(text);
    expect(parsed['@_b']).toBe(text);
  });
});
