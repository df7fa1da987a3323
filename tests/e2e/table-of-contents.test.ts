import { elements, hasClass, parsedHtml, textOf } from '../support/hast-query.ts';
import { describe, expect, it } from 'vitest';
import { TOC_MIN_HEADINGS } from '../../src/lib/writeup/table-of-contents.ts';
import { editions } from '../support/built-editions.ts';
import { get } from '../support/http.ts';

/** Every page, in every language: a project's, or a capability's with a text (a post), is where a text with headings can be. */
const textPages = editions.flatMap((edition) => edition.pages).map((page) => page.path);

describe.each(textPages)('the table of contents of %s', (path) => {
  it(`is there when its text has ${TOC_MIN_HEADINGS} headings or more (h2, h3), each linking to its heading in order, and not in the twin`, async () => {
    const tree = parsedHtml(await (await get(path, { headers: { accept: 'text/html' } })).text());
    // The headings a reader sees: one for assistive technology only (the footnotes') is not listed.
    const headings = elements(tree, (element) => hasClass(element, 'writeup')).flatMap((writeup) =>
      elements(writeup, (element) => (element.tagName === 'h2' || element.tagName === 'h3') && !hasClass(element, 'visually-hidden')),
    );
    const [toc, ...more] = elements(tree, (element) => element.tagName === 'nav' && hasClass(element, 'toc'));
    expect(more).toEqual([]);
    if (headings.length < TOC_MIN_HEADINGS) return expect(toc).toBeUndefined();
    const links = elements(toc!, (element) => element.tagName === 'a');
    expect(links.map((link) => link.properties.href)).toEqual(headings.map((heading) => `#${heading.properties.id}`));
    expect(links.map(textOf)).toEqual(headings.map(textOf));
    // Each link's target is one element of the page, and the list is named by its own heading.
    const ids = elements(tree, (element) => element.properties.id !== undefined).map((element) => element.properties.id);
    for (const link of links) expect(ids.filter((id) => `#${id}` === link.properties.href)).toHaveLength(1);
    expect(ids).toContain(String(toc!.properties.ariaLabelledBy));
    const twin = await (await get(`${path}.md`)).text();
    for (const link of links) expect(twin).not.toContain(`](${String(link.properties.href)})`);
  });
});
