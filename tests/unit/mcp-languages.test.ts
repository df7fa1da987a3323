import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { markdownText } from '../../src/lib/markdown/escape.ts';
import { siteMcpHandler } from '../../src/capabilities/mcp.ts';
import { languageNegotiated } from '../../src/lib/http/language-negotiated.ts';
import { mcpHandlerPerLanguage } from '../../src/capabilities/mcp.ts';
import { localizedPath } from '../../src/lib/i18n/paths.ts';
import { pageInfo } from '../../src/lib/markdown/page-info.ts';
import { aiCatalog, discoveryDocument, serverCard } from '../../src/lib/mcp/server-info.ts';
import { LANGUAGE_META } from '../../src/lib/mcp/server.ts';
import { developersServiceDoc } from '../../src/capabilities/developers/index.ts';
import { apiCatalog } from '../../src/lib/discovery/api-catalog.ts';
// Lighthouse's own port of the Agentic Resource Discovery conformance test (its ard-schema audit).
import { ConformanceTester } from '../../node_modules/lighthouse/third-party/ard/ard.js';
import { serverCardErrors } from '../support/server-card-schema.ts';
import { localize } from '../../src/lib/owner/localize.ts';
import { parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { hostileOwnerInput } from '../fixtures/owners/hostile-es.ts';
import { mcpOptions, SITE } from '../support/mcp-content.ts';

// A Spanish (es-AR) owner with English as a second language, the headline translated.
const owner = parseOwnerContent({ ...hostileOwnerInput, translations: { en: { profile: { headline: 'Backend engineer' } } } });
const handler = languageNegotiated(
  new Map(owner.site.languages.map((language) => [language, siteMcpHandler(mcpOptions({ owner: localize(owner, language) }))])),
);

/** A JSON-RPC request, as a 2025-06-18 client makes it, with the caller's Accept-Language if any. */
const mcpRequest = (acceptLanguage: string | undefined, method: string, params: unknown = {}) =>
  new Request(`${SITE}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });

/** One exchange with the two-language handler. */
async function rpc(acceptLanguage: string | undefined, method: string, params: unknown = {}) {
  const response = await handler(mcpRequest(acceptLanguage, method, params));
  return { response, result: (await response.json()).result };
}

describe.each([
  ['en', 'en', 'en'],
  ['en-GB,en;q=0.9', 'en', 'en'],
  ['es', 'es-AR', 'es'],
  ['es-AR, en;q=0.5', 'es-AR', 'es'],
  ['fr', 'es-AR', 'es'],
  [undefined, 'es-AR', 'es'],
])('MCP with Accept-Language %s', (acceptLanguage, language, dictionary) => {
  const t = dictionaryFor(dictionary);
  const name = markdownText(owner.profile.name);

  it(`answers in ${language} and says so in Content-Language, varying on Accept-Language`, async () => {
    const { response, result } = await rpc(acceptLanguage, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    expect(response.headers.get('content-language')).toBe(language);
    expect(response.headers.get('vary')).toMatch(/\bAccept-Language\b/);
    expect(result.instructions.startsWith(t.mcpServer.instructions(name, `${SITE}/`))).toBe(true);
  });

  it('words the tools, prompts and resources in that language, each result saying it in _meta', async () => {
    const { result: tools } = await rpc(acceptLanguage, 'tools/list');
    expect(tools._meta).toEqual({ [LANGUAGE_META]: language });
    const getProfile = tools.tools.find((tool: { name: string }) => tool.name === 'get_profile');
    expect(getProfile.title).toBe(t.profile.profileToolTitle);
    const { result: prompts } = await rpc(acceptLanguage, 'prompts/list');
    expect(prompts._meta).toEqual({ [LANGUAGE_META]: language });
    expect(prompts.prompts[1].title).toBe(t.mcpServer.briefTitle);
    const { result: templates } = await rpc(acceptLanguage, 'resources/templates/list');
    expect(templates._meta).toEqual({ [LANGUAGE_META]: language });
    expect(templates.resourceTemplates[0].title).toBe(t.mcpServer.pageTemplateTitle);
  });

  it("answers tool calls with the owner's texts in that language, falling back to the default's", async () => {
    const { result } = await rpc(acceptLanguage, 'tools/call', { name: 'get_profile', arguments: {} });
    expect(result._meta).toEqual({ [LANGUAGE_META]: language });
    expect(result.structuredContent.headline).toBe(language === 'en' ? 'Backend engineer' : owner.profile.headline);
    expect(result.structuredContent.bio).toBe(owner.profile.bio);
  });
});

describe('MCP on a site in one language', () => {
  it('is the one handler as it is: no Content-Language, no language in _meta', async () => {
    const single = parseOwnerContent(hostileOwnerInput);
    const only = siteMcpHandler(mcpOptions({ owner: single }));
    expect(languageNegotiated(new Map([[single.site.language, only]]))).toBe(only);
    const response = await only(mcpRequest(undefined, 'tools/list'));
    expect(response.headers.get('content-language')).toBeNull();
    expect((await response.json()).result._meta).toBeUndefined();
  });
});

describe('discovery documents of a site in several languages', () => {
  const single = parseOwnerContent(hostileOwnerInput);

  it('the server card lists the languages in _meta and stays valid by the official schema', () => {
    const card = serverCard(owner, SITE);
    expect(card._meta).toEqual({ languages: ['es-AR', 'en'] });
    expect(serverCardErrors(card)).toEqual([]);
    expect('_meta' in serverCard(single, SITE)).toBe(false);
  });

  it('the discovery document and the AI Catalog list them, the catalog still passing the ARD check', () => {
    expect(discoveryDocument(owner, SITE).languages).toEqual(['es-AR', 'en']);
    expect('languages' in discoveryDocument(single, SITE)).toBe(false);
    const skill = (language: string) => ({
      name: `s-${language}`,
      language,
      title: 'T',
      description: 'D',
      url: `${SITE}/${language}/SKILL.md`,
    });
    const catalog = aiCatalog(owner, SITE, [skill('es-AR'), skill('en')]);
    expect(catalog.entries[0]!.metadata).toEqual({ languages: 'es-AR, en' });
    // Each skill's entry asks in its skill's language, and says which.
    const [, spanishSkill, englishSkill] = catalog.entries;
    expect(spanishSkill!.metadata).toEqual({ language: 'es-AR' });
    expect(englishSkill!.metadata).toEqual({ language: 'en' });
    expect(spanishSkill!.representativeQueries).toEqual(catalog.entries[0]!.representativeQueries);
    const inEnglish = aiCatalog(localize(owner, 'en'), SITE).entries[0]!;
    expect(englishSkill!.representativeQueries).toEqual(inEnglish.representativeQueries);
    expect(englishSkill!.representativeQueries).not.toEqual(spanishSkill!.representativeQueries);
    expect('metadata' in aiCatalog(single, SITE, [skill('es-AR')]).entries[1]!).toBe(false);
    const tester = new ConformanceTester();
    tester.validate_manifest(JSON.stringify(catalog), 'ai-catalog.json');
    expect([tester.errors, tester.warnings]).toEqual([[], []]);
  });

  it("the API catalog links the developers page in each language, with each one's hreflang", () => {
    const mcp = apiCatalog(owner, SITE, developersServiceDoc(owner)).linkset.find((context) => context.anchor === `${SITE}/mcp`)!;
    expect(mcp['service-doc']).toEqual([
      { href: `${SITE}/developers#mcp`, type: 'text/html', hreflang: ['es-AR'] },
      { href: `${SITE}/en/developers#mcp`, type: 'text/html', hreflang: ['en'] },
    ]);
    const one = apiCatalog(single, SITE, developersServiceDoc(single)).linkset.find((context) => context.anchor === `${SITE}/mcp`)!;
    expect(one['service-doc']).toEqual([{ href: `${SITE}/developers#mcp`, type: 'text/html' }]);
  });
});

describe('MCP resources, search and fetch on a site in several languages', () => {
  const spanish = [pageInfo('/', 'Inicio', 'Inicio', 'La portada'), pageInfo('/projects', 'Proyectos', 'Proyectos', 'Todos los proyectos')];
  const english = spanish.map((page) => ({
    ...pageInfo(localizedPath(page.path, 'en', 'es-AR'), page.nav, `${page.title} (en)`, page.description),
    defaultPath: page.path,
  }));
  const texts: Record<string, string> = Object.fromEntries(
    [...spanish, ...english].map((page) => [
      page.twin,
      `# ${page.title}\n\n${page.twin.startsWith('/en') ? 'projects everywhere' : 'proyectos por todas partes'}\n`,
    ]),
  );
  const site = mcpHandlerPerLanguage(
    [
      { language: 'es-AR', owner, pages: spanish },
      { language: 'en', owner: localize(owner, 'en'), pages: english },
    ],
    { ...mcpOptions(), readFile: async (path) => texts[path] ?? null },
  );
  const call = async (acceptLanguage: string, method: string, params: unknown = {}) =>
    (await (await site(mcpRequest(acceptLanguage, method, params))).json()).result;

  it("lists each language's pages in it, by the same names, and templates that take the language", async () => {
    const es = await call('es', 'resources/list');
    const en = await call('en', 'resources/list');
    expect(es.resources.map((resource: { uri: string }) => resource.uri)).toEqual([`${SITE}/index.md`, `${SITE}/projects.md`]);
    expect(en.resources.map((resource: { uri: string }) => resource.uri)).toEqual([`${SITE}/en.md`, `${SITE}/en/projects.md`]);
    expect(en.resources.map((resource: { name: string }) => resource.name)).toEqual(
      es.resources.map((resource: { name: string }) => resource.name),
    );
    const { resourceTemplates } = await call('en', 'resources/templates/list');
    expect(resourceTemplates[0].uriTemplate).toBe(`${SITE}{/language}/{page}.md`);
    const completion = await call('en', 'completion/complete', {
      ref: { type: 'ref/resource', uri: resourceTemplates[0].uriTemplate },
      argument: { name: 'language', value: 'e' },
    });
    expect(completion.completion.values).toEqual(['en']);
  });

  it("reads any language's twin whatever the caller's language", async () => {
    const read = await call('es', 'resources/read', { uri: `${SITE}/en/projects.md` });
    expect(read.contents[0].text).toBe(texts['/en/projects.md']);
  });

  it('searches every language and says each hit’s language; fetch finds any language’s document', async () => {
    const search = await call('es', 'tools/call', { name: 'search', arguments: { query: 'projects proyectos' } });
    const hits = search.structuredContent.results as { id: string; language: string }[];
    expect(new Set(hits.map((hit) => hit.language))).toEqual(new Set(['es-AR', 'en']));
    for (const hit of hits) expect(hit.language).toBe(hit.id.startsWith('/en') ? 'en' : 'es-AR');
    const fetched = await call('en', 'tools/call', { name: 'fetch', arguments: { id: '/projects.md' } });
    expect(fetched.structuredContent).toMatchObject({ id: '/projects.md', language: 'es-AR', text: texts['/projects.md'] });
  });
});
