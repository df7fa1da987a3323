import { type CacheHint, McpServer, type ServerCapabilities } from '@modelcontextprotocol/server';
import { sharedWordsFor } from '../i18n/index.ts';
import { languageFolder } from '../i18n/paths.ts';
import { markdownText } from '../markdown/escape.ts';
import type { PageInfo } from '../markdown/page-info.ts';
import { inSeveralLanguages } from '../owner/localize.ts';
import type { OwnerContent } from '../owner/schema.ts';
import {
  createDocumentIndex,
  type DocumentIndex,
  openApiDocument,
  pageDocuments,
  type SiteFileReader,
  siteDocuments,
} from './documents.ts';
import { type PromptCatalog, promptCatalog } from './prompts.ts';
import { documentTools } from './tools.ts';
import { type AppResource, pageResources, type ResourceCatalog, type SlugTemplate, withAppResource } from './resources.ts';
import { type McpExtensions, serverCapabilities, serverIdentity } from './server-info.ts';
import { argumentWords, createToolTable, type ToolTable, type ToolSpec } from './tool-table.ts';

/**
 * The protocol-level server under McpServer, where custom request handlers go (the SDK's
 * documented path: its catalog API would validate and convert the tools' schemas per request,
 * which this catalog has done once).
 */
export type LowLevelServer = McpServer['server'];

export interface McpContent {
  owner: OwnerContent;
  siteUrl: string;
  pages: PageInfo[];
  readFile: SiteFileReader;
  /** On a site in several languages: each language's pages (the default first), searched, fetched and read in every language. */
  everyLanguage?: { language: string; pages: PageInfo[] }[];
  /** What the server offers beyond its pages, prompts, search and fetch: the site's tools and what goes with them. */
  offer: McpOffer;
}

/** What a site adds to the server: tools, and the templates, resources, instructions and extensions that go with them. */
export interface McpOffer {
  /** Its tools, listed before search and fetch; `documents` is the index those two search. */
  tools(documents: DocumentIndex): ToolSpec[];
  /** Templates for pages under one path (the posts' /writing/{slug}.md). */
  slugTemplates: SlugTemplate[];
  /** Resources beside the pages (an MCP App's ui:// document). */
  resources: AppResource[];
  /** Sentences after the server's own in its instructions. */
  instructions: string[];
  /** The extensions its tools use, announced in the server's capabilities. */
  extensions?: McpExtensions;
}

/** Everything a server instance serves, built once per function instance. */
export interface McpCatalog {
  tools: ToolTable;
  resources: ResourceCatalog;
  prompts: PromptCatalog;
  capabilities: ServerCapabilities;
  /** Request handlers beyond the catalog's own (a test fixture's, say). */
  registerExtra?(server: LowLevelServer): void;
}

/**
 * Lists and documents change only with a deploy: any cache may keep them for an hour. A server
 * with the owner's tools says `private`: its list is for the bearer of the token alone.
 */
const cacheHints = (cacheScope: CacheHint['cacheScope']) => {
  const hour: CacheHint = { ttlMs: 3_600_000, cacheScope };
  return {
    'server/discover': hour,
    'tools/list': hour,
    'prompts/list': hour,
    'resources/list': hour,
    'resources/templates/list': hour,
    'resources/read': hour,
  } as const;
};

/** The site's tools, page resources and prompts, and the capabilities they make. */
export function siteCatalog(content: McpContent, ownerTools: ToolSpec[] = []): McpCatalog {
  const { everyLanguage } = content;
  const documents = createDocumentIndex(
    everyLanguage
      ? [
          ...everyLanguage.flatMap(({ language, pages }) => pageDocuments(pages, content.siteUrl, language)),
          openApiDocument(content.siteUrl),
        ]
      : siteDocuments(content.pages, content.siteUrl),
    content.readFile,
  );
  const words = sharedWordsFor(content.owner.site.language);
  const { offer } = content;
  const otherLanguages = everyLanguage && {
    pages: everyLanguage.flatMap(({ pages }) => pages),
    prefixes: everyLanguage.slice(1).map(({ language }) => languageFolder(language)),
  };
  const pages = pageResources(content.pages, content.siteUrl, content.readFile, words.mcpServer, offer.slugTemplates, otherLanguages);
  return {
    tools: createToolTable(
      [...offer.tools(documents), ...documentTools({ owner: content.owner, documents }), ...ownerTools],
      argumentWords(words),
    ),
    resources: offer.resources.reduce(withAppResource, pages),
    prompts: promptCatalog(content.owner),
    capabilities: serverCapabilities(offer.extensions),
  };
}

/**
 * Builds what does not depend on the request once (the catalog, with the tools' JSON
 * Schemas; identity; instructions) and returns the per-request server factory: each call is
 * a fresh McpServer whose protocol-level handlers only read the catalog.
 */
export function createMcpServerFactory(
  content: McpContent,
  catalog: McpCatalog = siteCatalog(content),
  cacheScope: CacheHint['cacheScope'] = 'public',
): () => McpServer {
  const { tools, resources, prompts } = catalog;
  const { name, title, version, websiteUrl, icons, description } = serverIdentity(content.owner, content.siteUrl);
  const info = { name, title, version, websiteUrl, icons, description };
  const instructions = instructionsFor(content.owner, websiteUrl, content.offer.instructions);
  const said = inLanguage(content.owner);

  return () => {
    const mcpServer = new McpServer(info, { capabilities: catalog.capabilities, instructions, cacheHints: cacheHints(cacheScope) });
    const { server } = mcpServer;
    server.setRequestHandler('tools/list', () => said({ tools: tools.list }));
    server.setRequestHandler('tools/call', async (request) =>
      said(await tools.call(request.params.name, request.params.arguments, request.params._meta)),
    );
    server.setRequestHandler('resources/list', () => said({ resources: resources.list }));
    server.setRequestHandler('resources/templates/list', () => said({ resourceTemplates: resources.templates }));
    server.setRequestHandler('resources/read', async (request) => said(await resources.read(request.params.uri)));
    server.setRequestHandler('prompts/list', () => said({ prompts: prompts.list }));
    server.setRequestHandler('prompts/get', async (request) =>
      said(await prompts.get(request.params.name, request.params.arguments ?? {})),
    );
    server.setRequestHandler('completion/complete', (request) => {
      const { ref, argument } = request.params;
      const values =
        ref.type === 'ref/prompt'
          ? prompts.complete(ref.name, argument.name, argument.value)
          : resources.complete(ref.uri, argument.name, argument.value);
      return { completion: { values, total: values.length, hasMore: false } };
    });
    catalog.registerExtra?.(server);
    return mcpServer;
  };
}

/** The `_meta` key that says which of the site's languages a result is in. */
export const LANGUAGE_META = 'language';

/**
 * On a site in several languages, a result with the language it is in, in its `_meta`
 * (`"language": "en"`): the words of the tools, prompts and resources, chosen by Accept-Language.
 * On a site in one language, the result as it is.
 */
function inLanguage(owner: OwnerContent) {
  const language = inSeveralLanguages(owner) ? owner.site.language : undefined;
  return function said<T extends object>(result: T): T {
    if (!language) return result;
    const meta = (result as { _meta?: Record<string, unknown> })._meta;
    return { ...result, _meta: { ...meta, [LANGUAGE_META]: language } };
  };
}

function instructionsFor(owner: OwnerContent, websiteUrl: string, more: readonly string[]): string {
  const words = sharedWordsFor(owner.site.language).mcpServer;
  return [words.instructions(markdownText(owner.profile.name), websiteUrl), ...more].join(' ');
}
