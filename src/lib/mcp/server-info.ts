import { SUPPORTED_PROTOCOL_VERSIONS as LEGACY_PROTOCOL_VERSIONS, type ServerCapabilities } from '@modelcontextprotocol/server';
import { sharedWordsFor } from '../i18n/index.ts';
import { oneLine } from '../markdown/escape.ts';
import { inSeveralLanguages } from '../owner/localize.ts';
import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';

const SERVER_VERSION = '1.0.0';
/** Every revision the server speaks, newest first: 2026-07-28 through server/discover, the older ones through initialize. */
const SUPPORTED_PROTOCOL_VERSIONS = ['2026-07-28', ...LEGACY_PROTOCOL_VERSIONS] as const;

/** "octocat.example.dev" → "dev.example.octocat/portfolio": reverse-DNS with exactly one slash. */
export function reverseDnsName(siteUrl: string, server = 'portfolio'): string {
  return `${new URL(siteUrl).hostname.split('.').reverse().join('.')}/${server}`;
}

/** At most `max` characters (the Server Card schema's limit on title and description), with an ellipsis when cut. */
const clamp = (text: string, max: number) => {
  if (text.length <= max) return text;
  // Never half a surrogate pair: an emoji is kept whole or left out.
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
};

/** The identity shared by MCP serverInfo, the server card and the discovery document, in the owner's language. Plain text: JSON carries it. */
export function serverIdentity(owner: OwnerContent, siteUrl: string) {
  const words = sharedWordsFor(owner.site.language).mcpServer;
  const name = oneLine(owner.profile.name);
  return {
    name: reverseDnsName(siteUrl),
    title: clamp(words.title(name), 100),
    version: SERVER_VERSION,
    description: clamp(words.description(name), 100),
    websiteUrl: absoluteUrl('/', siteUrl),
    icons: [{ src: absoluteUrl('/favicon.svg', siteUrl), mimeType: 'image/svg+xml', sizes: ['any'] }],
    mcpUrl: absoluteUrl('/mcp', siteUrl),
    serverCardUrl: absoluteUrl(SERVER_CARD_PATH, siteUrl),
  };
}

/** The extensions a server uses, by identifier (the MCP Apps extension, say), as its capabilities list them. */
export type McpExtensions = NonNullable<ServerCapabilities['extensions']>;

/**
 * What initialize and server/discover answer: nothing changes while an instance lives, so no
 * list announces changes; `extensions` are those the site's tools use (the MCP Apps extension,
 * while the optimizer, whose tool has the app, is on). The server card and the discovery document repeat it, so a client knows before it connects.
 */
export function serverCapabilities(extensions?: McpExtensions) {
  return {
    tools: { listChanged: false },
    resources: { listChanged: false },
    prompts: { listChanged: false },
    completions: {},
    ...(extensions ? { extensions } : {}),
  };
}

/** The only `$schema` the Server Card extension's schema accepts. */
const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
/** `<streamable-http-url>/server-card`, the location the extension reserves; also at /.well-known/mcp/server-card.json for older clients. */
export const SERVER_CARD_PATH = '/mcp/server-card';
export const AI_CATALOG_MEDIA_TYPE = 'application/ai-catalog+json';

/** The MCP server card (SEP-2127, the Server Card extension), served at SERVER_CARD_PATH and /.well-known/mcp/server-card.json. */
export function serverCard(owner: OwnerContent, siteUrl: string, extensions?: McpExtensions) {
  const identity = serverIdentity(owner, siteUrl);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: identity.name,
    version: identity.version,
    description: identity.description,
    title: identity.title,
    websiteUrl: identity.websiteUrl,
    icons: identity.icons,
    remotes: [{ type: 'streamable-http', url: identity.mcpUrl, supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS] }],
    capabilities: serverCapabilities(extensions),
    ...languagesMeta(owner),
  };
}

/**
 * On a site in several languages, the languages the server answers in (by Accept-Language, the
 * default first), as `_meta.languages`: the card's place for what its schema has no field for.
 */
const languagesMeta = (owner: OwnerContent) => (inSeveralLanguages(owner) ? { _meta: { languages: owner.site.languages } } : {});

/** GET /.well-known/mcp: where the server is and what it speaks. */
export function discoveryDocument(owner: OwnerContent, siteUrl: string, extensions?: McpExtensions) {
  const identity = serverIdentity(owner, siteUrl);
  return {
    name: identity.name,
    title: identity.title,
    version: identity.version,
    description: identity.description,
    endpoints: { streamable_http: identity.mcpUrl },
    protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    capabilities: serverCapabilities(extensions),
    serverCard: identity.serverCardUrl,
    authentication: { required: false },
    ...(inSeveralLanguages(owner) ? { languages: owner.site.languages } : {}),
  };
}

/** An Agent Skill as the catalog lists it: its SKILL.md by URL. */
export interface CatalogSkill {
  name: string;
  /** The language it is written in: its entry's queries are in it too. */
  language: string;
  title: string;
  description: string;
  url: string;
}

/** An entry of the AI Catalog (ARD): the MCP server card or a skill, by URL. */
interface AiCatalogEntry {
  identifier: string;
  type: string;
  url: string;
  displayName: string;
  description: string;
  version: string;
  representativeQueries: string[];
  metadata?: Record<string, string>;
}

/** ARD's media type for a SKILL.md. */
const AGENT_SKILL_MEDIA_TYPE = 'text/markdown; profile="urn:air:agent-skills"';

/**
 * `/.well-known/ai-catalog.json`: the domain's AI Catalog, listing the server card by URL, as
 * the extension's discovery document describes (identifier `urn:air:{domain}:mcp:{name}`), and
 * each of the site's Agent Skills (`urn:air:{domain}:skill:{name}`).
 */
export function aiCatalog(
  owner: OwnerContent,
  siteUrl: string,
  skills: readonly CatalogSkill[] = [],
): { specVersion: string; entries: AiCatalogEntry[] } {
  const identity = serverIdentity(owner, siteUrl);
  const domain = new URL(siteUrl).hostname;
  const queriesIn = (language: string) =>
    sharedWordsFor(language)
      .mcpServer.catalogQueries(oneLine(owner.profile.name))
      .map((query) => clamp(query, 200));
  return {
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:air:${domain}:mcp:portfolio`,
        type: SERVER_CARD_MEDIA_TYPE,
        url: absoluteUrl(SERVER_CARD_PATH, siteUrl),
        // Not in the extension's example entry, but the Agentic Resource Discovery schema
        // (which Lighthouse checks) requires a displayName and recommends 2 to 5 queries.
        displayName: identity.title,
        description: identity.description,
        version: identity.version,
        representativeQueries: queriesIn(owner.site.language),
        // The languages the server answers in, as Content-Language lists them: the ARD schema's metadata holds scalars.
        ...(inSeveralLanguages(owner) ? { metadata: { languages: owner.site.languages.join(', ') } } : {}),
      },
      ...skills.map((skill) => ({
        identifier: `urn:air:${domain}:skill:${skill.name}`,
        type: AGENT_SKILL_MEDIA_TYPE,
        url: skill.url,
        displayName: skill.title,
        description: skill.description,
        version: identity.version,
        representativeQueries: queriesIn(skill.language),
        ...(inSeveralLanguages(owner) ? { metadata: { language: skill.language } } : {}),
      })),
    ],
  };
}

/** The card as both of its locations serve it. */
export const serverCardResponse = (owner: OwnerContent, siteUrl: string, extensions?: McpExtensions) =>
  new Response(JSON.stringify(serverCard(owner, siteUrl, extensions), null, 2), { headers: { 'content-type': SERVER_CARD_MEDIA_TYPE } });
