import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { Node } from 'mdast';
import { describe, expect, it } from 'vitest';
import { profilePageJsonLd } from '../../src/lib/discovery/json-ld.ts';
import { jsonForScript } from '../../src/lib/html/json-for-script.ts';
import { renderLlmsFull, renderLlmsTxt } from '../../src/lib/discovery/llms-txt.ts';
import { siteLlmsDocument } from '../../src/data/llms.ts';
import { exampleProjectPages } from '../support/example-pages.ts';
import { developerResources } from '../../src/capabilities/developer-resources/resources.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';
import { wordsOf } from '../../src/capabilities/capability.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { createDocumentIndex, siteDocuments } from '../../src/lib/mcp/documents.ts';
import { promptCatalog } from '../../src/lib/mcp/prompts.ts';
import { argumentWords, createToolTable } from '../../src/lib/mcp/tool-table.ts';
import { toolSpecs } from '../../src/capabilities/mcp.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';
import { absoluteUrl } from '../../src/lib/urls.ts';
import { ownerInput, parsed, SITE } from '../support/owner-arbitrary.ts';
import { allNodes, isAutolinkLiteral, parseMarkdown } from '../support/markdown-nodes.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One run of escapes (`%C3%A9%AA`), each UTF-8 sequence in it decoded; a byte that starts none stays escaped, upper-cased. */
function decodedRun(run: string): string {
  const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
  let text = '';
  for (let at = 0; at < bytes.length; ) {
    const length = [1, 2, 3, 4].find((n) => at + n <= bytes.length && decodes(bytes.subarray(at, at + n)));
    text += length ? utf8.decode(bytes.subarray(at, at + length)) : `%${bytes[at]!.toString(16).toUpperCase().padStart(2, '0')}`;
    at += length ?? 1;
  }
  return text;
}

function decodes(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A URL with its percent-escapes decoded, to compare what the owner wrote with what an output
 * links. An escape that is not UTF-8 (the owner may write `%aa`) stays as written, upper-cased,
 * where decodeURIComponent would throw, and the UTF-8 beside it is still decoded.
 */
const decoded = (url: string): string => url.replace(/(?:%[0-9A-Fa-f]{2})+/g, decodedRun);

/** Every URL a link may point to: the owner's own and the site's, percent-decoded. */
function allowedUrls(owner: OwnerContent): Set<string> {
  const { profile, contact, projects } = owner;
  return new Set<string>(
    [
      ...[profile.website, ...profile.profiles.map((p) => p.url)],
      ...contact.channels.map((c) => c.url),
      ...projects.flatMap((p) => [p.repoUrl, p.demoUrl]),
      // Each project's page, and its twin, which llms.txt and list_projects link.
      ...projects.flatMap((p) => [`/projects/${p.slug}`, `/projects/${p.slug}.md`].map((path) => absoluteUrl(path, SITE))),
      ...developerResources(owner, capabilitiesOn(owner)).map((r) => absoluteUrl(r.url, SITE)),
      ...['/index.md', '/projects.md', '/openapi.json'].map((path) => absoluteUrl(path, SITE)),
    ]
      .filter((url): url is string => url !== undefined)
      .map(decoded),
  );
}

/**
 * A naive reader: regular expressions, as link extractors that are not CommonMark parsers use
 * them (afdocs' among them). Backslashes mean nothing to it.
 */
const NAIVE = {
  link: /!?\[[^\]]*\]\(([^)\s]*)[^)]*\)/g,
  definition: /^[ \t]*\[[^\]]*\]:/m,
  // `<https://…>` and `<mailto:…>` are the outputs' own autolinks.
  html: /<(?!(?:https?|mailto):)[a-z!/?]/i,
};

/** What a naive reader finds in `markdown`: no definition, no HTML, and links only to the owner's or the site's URLs. */
function expectNaivelyInert(markdown: string, allowed: Set<string>) {
  expect(markdown, 'a reference definition for a naive reader').not.toMatch(NAIVE.definition);
  expect(markdown, 'HTML for a naive reader').not.toMatch(NAIVE.html);
  for (const [, url] of markdown.matchAll(NAIVE.link)) expect(allowed, `naive link to ${url} in:\n${markdown}`).toContain(decoded(url!));
}

const countOf = (nodes: Node[], type: string) => nodes.filter((node) => node.type === type).length;

/**
 * What a GFM host sees in `markdown`: no HTML, no emphasis, strikethrough, image or
 * definition at all; headings and code spans only as many as the output writes itself; every
 * link to one of the owner's or site's URLs (a bare URL in owner text, which a GFM host links
 * to exactly what it shows, is the only other link there can be).
 */
function expectInert(markdown: string, allowed: Set<string>, written: { headings?: number; codeSpans?: number } = {}) {
  const nodes = allNodes(parseMarkdown(markdown));
  for (const type of [
    'html',
    'emphasis',
    'strong',
    'delete',
    'image',
    'imageReference',
    'linkReference',
    'definition',
    'footnoteReference',
    'code',
    'table',
  ])
    expect(countOf(nodes, type), `${type} in:\n${markdown}`).toBe(0);
  expect(countOf(nodes, 'heading'), `headings in:\n${markdown}`).toBe(written.headings ?? 0);
  expect(countOf(nodes, 'inlineCode'), `code spans in:\n${markdown}`).toBe(written.codeSpans ?? 0);
  for (const link of nodes.filter((node) => node.type === 'link') as (Node & { url: string })[]) {
    if (!isAutolinkLiteral(link)) expect(allowed, `link to ${link.url} in:\n${markdown}`).toContain(decoded(link.url));
  }
  expectNaivelyInert(markdown, allowed);
}

async function mcpTexts(owner: OwnerContent) {
  const documents = createDocumentIndex(siteDocuments([], SITE), async () => null);
  const specs = toolSpecs({ owner, siteUrl: SITE, documents });
  const text = async (name: string) => {
    const outcome = await specs.find((spec) => spec.name === name)!.run({});
    return outcome.ok ? outcome.text : `${outcome.code}: ${outcome.message}`;
  };
  return {
    get_profile: await text('get_profile'),
    list_projects: await text('list_projects'),
    get_contact: await text('get_contact'),
    list_developer_resources: await text('list_developer_resources'),
    tools: specs.map((spec) => `${spec.title}\n\n${spec.description}`),
  };
}

function promptTexts(owner: OwnerContent): string[] {
  const prompts = promptCatalog(owner);
  const brief = prompts.get('project_brief', { project: owner.projects[0]!.name });
  const intro = prompts.get('introduce_owner', {});
  return [
    ...prompts.list.flatMap((prompt) => [
      prompt.title ?? '',
      prompt.description ?? '',
      ...(prompt.arguments ?? []).map((a) => a.description ?? ''),
    ]),
    ...[intro, brief].flatMap((result) => [result.description ?? '', ...result.messages.map((m) => (m.content as { text: string }).text)]),
  ];
}

describe('owner text cannot make syntax in any machine output (property)', () => {
  it('llms.txt and the llms-full.txt header', () => {
    fc.assert(
      fc.property(ownerInput, (input) => {
        const result = parsed(input);
        fc.pre(result.success);
        const owner = result.data!;
        const t = dictionaryFor(owner.site.language);
        const words = { ...t.pages, projects: t.projects };
        const pages = [
          { path: '/', nav: words.home.nav, description: words.home.description(owner.profile.name), twin: '/index.md' },
          { path: '/projects', nav: words.projects.nav, description: words.projects.description(owner.profile.name), twin: '/projects.md' },
          ...exampleProjectPages(owner),
        ];
        const doc = siteLlmsDocument(owner, pages, SITE);
        const resources = developerResources(owner, capabilitiesOn(owner)).filter((r) => r.url !== '/llms.txt');
        // The capabilities' own lines (the résumé's PDF, say) are the template's: their code spans are theirs.
        const ownLines = capabilitiesOn(owner).flatMap((capability) =>
          capability.llms?.detail
            ? [capability.llms.detail(wordsOf(capability, owner.site.language), (path) => absoluteUrl(path, SITE))]
            : [],
        );
        const codeSpans =
          1 +
          resources.filter((r) => r.method || !r.mediaType.startsWith('text/')).length +
          ownLines.reduce((spans, line) => spans + allNodes(parseMarkdown(line)).filter((node) => node.type === 'inlineCode').length, 0);
        expectInert(renderLlmsTxt(doc), allowedUrls(owner), { headings: 1 + doc.sections.length, codeSpans });
        const header = renderLlmsFull(doc, []);
        expectInert(header, allowedUrls(owner), { headings: 1 });
        expect(parseMarkdown(header).children.map((node) => node.type)).toEqual(['heading', 'blockquote']);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('MCP tool texts, titles and descriptions, and prompts', async () => {
    await fc.assert(
      fc.asyncProperty(ownerInput, async (input) => {
        const result = parsed(input);
        fc.pre(result.success);
        const owner = result.data!;
        const allowed = allowedUrls(owner);
        const texts = await mcpTexts(owner);
        expectInert(texts.get_profile, allowed, { headings: 1 });
        // Titles, descriptions and messages one paragraph each: one parse instead of a dozen.
        for (const text of [
          texts.list_projects,
          texts.get_contact,
          texts.list_developer_resources,
          texts.tools.join('\n\n'),
          promptTexts(owner).join('\n\n'),
        ])
          expectInert(text, allowed);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('every URL in MCP structured content is an RFC 3986 URI, as strict clients validate it', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    await fc.assert(
      fc.asyncProperty(ownerInput, async (input) => {
        const result = parsed(input);
        fc.pre(result.success);
        const owner = result.data!;
        const documents = createDocumentIndex(siteDocuments([], SITE), async () => null);
        const specs = toolSpecs({
          owner,
          siteUrl: SITE,
          documents,
        });
        const { list } = createToolTable(specs, argumentWords(dictionaryFor(owner.site.language)));
        for (const name of ['get_profile', 'list_projects', 'get_contact', 'list_developer_resources']) {
          const outcome = await specs.find((spec) => spec.name === name)!.run({});
          expect(outcome.ok).toBe(true);
          const validate = ajv.compile(list.find((tool) => tool.name === name)!.outputSchema!);
          expect(validate(outcome.ok ? outcome.data : undefined), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('JSON-LD through jsonForScript', () => {
    fc.assert(
      fc.property(ownerInput, (input) => {
        const result = parsed(input);
        fc.pre(result.success);
        const jsonLd = profilePageJsonLd(result.data!, SITE);
        const text = jsonForScript(jsonLd);
        expect(text.toLowerCase()).not.toContain('</script');
        expect(text).not.toContain('<!--');
        expect(JSON.parse(text)).toEqual(jsonLd);
      }),
      { numRuns: 200 },
    );
  });
});
