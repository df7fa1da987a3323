import { createHash } from 'node:crypto';
import type { Element } from 'hast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '../support/built-editions.ts';
import { elements, hasClass, parsedHtml, textOf } from '../support/hast-query.ts';
import { baseUrl, get } from '../support/http.ts';
import { connectModern, type McpTestClient } from '../support/mcp-clients.ts';

// Every page of the built site with a Markdown text (a post, a write-up, a page of the owner's),
// whatever the owner wrote in it: what the build drew comes back in its twin as it was written,
// and only a text that has them loads what code blocks and math need.
const built = await Promise.all(
  editions
    .flatMap((edition) => edition.pages)
    .map(async (page) => {
      const html = await (await get(page.path, { headers: { accept: 'text/html' } })).text();
      return { ...page, html, tree: parsedHtml(html) };
    }),
);
const texts = built.filter((page) => elements(page.tree, (element) => hasClass(element, 'writeup')).length > 0);
const within = (page: (typeof built)[number], test: (element: Element) => boolean) =>
  elements(page.tree, (element) => hasClass(element, 'writeup')).flatMap((writeup) => elements(writeup, test));
const twinOf = async (page: (typeof built)[number]) => (await get(page.twin)).text();

describe.each(texts.map((page) => [page.path, page] as const))('the text of %s', (_, page) => {
  it('gives each code block, formula, diagram and callout back in the twin as it was written', async () => {
    const twin = await twinOf(page);
    for (const pre of within(page, (element) => element.tagName === 'pre' && hasClass(element, 'code'))) {
      const language = typeof pre.properties.dataLanguage === 'string' ? pre.properties.dataLanguage : '';
      const meta = typeof pre.properties.dataMeta === 'string' ? ` ${pre.properties.dataMeta}` : '';
      expect(twin).toContain(`\`\`\`${language}${language ? meta : ''}\n${textOf(pre).replace(/\n+$/, '')}\n\`\`\``);
    }
    for (const annotation of within(page, (element) => element.tagName === 'annotation')) {
      expect(twin).toContain(textOf(annotation));
    }
    for (const diagram of within(page, (element) => hasClass(element, 'diagram'))) {
      const source = textOf(elements(diagram, (element) => element.tagName === 'code')[0]!);
      expect(twin).toContain(`\`\`\`mermaid\n${source}\n\`\`\``);
    }
    for (const callout of within(page, (element) => hasClass(element, 'callout'))) {
      expect(twin).toContain(`> [!${String(callout.properties.dataCallout).toUpperCase()}]`);
    }
  });

  it("loads KaTeX's stylesheet only with math, allowing exactly its style attributes, and the copy buttons' script only with code", () => {
    const hasMath = within(page, (element) => hasClass(element, 'katex')).length > 0;
    const hasCode = within(page, (element) => hasClass(element, 'code-block')).length > 0;
    const stylesheets = elements(page.tree, (element) => element.tagName === 'link' && String(element.properties.rel) === 'stylesheet');
    expect(stylesheets.some((link) => /katex/i.test(String(link.properties.href)))).toBe(hasMath);
    const scripts = elements(page.tree, (element) => element.tagName === 'script' && element.properties.src !== undefined);
    expect(scripts.some((script) => /CodeCopy/.test(String(script.properties.src)))).toBe(hasCode);
    const policy = String(
      elements(page.tree, (element) => element.tagName === 'meta' && String(element.properties.httpEquiv) === 'content-security-policy')[0]
        ?.properties.content,
    );
    const attributes = /style-src-attr ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
    const styles = new Set(
      elements(page.tree, (element) => typeof element.properties.style === 'string').map((element) => String(element.properties.style)),
    );
    const hashes = [...styles].map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(attributes).toEqual(hasMath ? ["'unsafe-hashes'", ...hashes] : []);
  });
});

const rich = texts.filter(
  (page) => within(page, (element) => hasClass(element, 'code-block') || hasClass(element, 'katex') || hasClass(element, 'diagram')).length,
);

describe('MCP fetch of a text with code, math or diagrams', () => {
  let client: McpTestClient;
  beforeAll(async () => {
    client = await connectModern(new URL('/mcp', baseUrl()).href);
  });
  afterAll(() => client?.close());

  it.runIf(rich.length > 0)(`gives the same twin as the page's .md (${rich.map((page) => page.path).join(', ')})`, async () => {
    for (const page of rich) {
      const fetched = await client.callTool({ name: 'fetch', arguments: { id: page.twin } });
      expect((fetched.structuredContent as { text: string }).text, page.path).toBe(await twinOf(page));
    }
  });
});
