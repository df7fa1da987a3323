import type { UsagePolicy } from '../owner/schema.ts';
import { AGENT_SKILLS_INDEX_PATH } from '../discovery/agent-skills-location.ts';
import { API_CATALOG_MEDIA_TYPE, API_CATALOG_PATH } from '../discovery/api-catalog-location.ts';
import { withHeaders } from './with-headers.ts';

/**
 * One header policy for every response this site sends. Static files get it from the
 * `_headers` file the build writes (staticHeaderRules); Functions and the Markdown-negotiation
 * edge function set it in code (withPolicyHeaders), because header rules do not reach their responses.
 *
 * Two kinds of response: a `page` (an HTML document, whose strict hashed script and style
 * policy Astro puts in a <meta>) and `data` (everything else: APIs, Markdown, JSON, text,
 * XML, images, bundles), which loads nothing and is public to any origin.
 */
export type ResponseKind = 'page' | 'data';

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const KIND_HEADERS: Record<ResponseKind, Readonly<Record<string, string>>> = {
  // What a <meta> policy cannot express; the page's own <meta> adds default-src and the hashes.
  page: {
    'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    'cross-origin-resource-policy': 'same-origin',
  },
  // Data is never a document: nothing may load from it or frame it; any origin may read it.
  data: {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'cross-origin',
  },
};

export function policyHeaders(kind: ResponseKind): Record<string, string> {
  return { ...BASE_HEADERS, ...KIND_HEADERS[kind] };
}

export function withPolicyHeaders(response: Response, kind: ResponseKind, extra: Record<string, string> = {}): Response {
  return withHeaders(response, { ...policyHeaders(kind), ...extra });
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

const PUBLIC = { 'access-control-allow-origin': '*' };
/** Pagefind's files: a worker among them, which needs its own script and the index's files, and no frame. */
export const SEARCH_FILES = {
  'content-security-policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};
const HOURLY = { 'cache-control': 'public, max-age=3600' };
/** Cacheable, but checked again on every use: a deploy changes these files at once. */
export const REVALIDATE = { 'cache-control': 'public, max-age=0, must-revalidate' };
const CARD_CORS = {
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': 'Content-Type, If-None-Match',
  'access-control-expose-headers': 'ETag',
};

/**
 * Rules for static files. Each header is set by one rule per path at most (`/*` carries only
 * BASE_HEADERS, and JSON files are named one by one), so the result never depends on how a
 * host merges overlapping rules. Pages are not listed: the edge function answers every page
 * path and sets the page headers.
 */
export function staticHeaderRules({ usage }: { usage?: UsagePolicy } = {}): HeaderRule[] {
  const data = KIND_HEADERS.data;
  const policy: Record<string, string> = usage ? { 'content-signal': usage.contentSignal, 'content-usage': usage.contentUsage } : {};
  return [
    { for: '/*', values: { ...BASE_HEADERS, ...policy } },
    {
      for: '/*.md',
      values: { ...data, ...PUBLIC, ...REVALIDATE, 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept, Accept-Encoding' },
    },
    { for: '/*.txt', values: { ...data, ...PUBLIC, ...REVALIDATE, 'content-type': 'text/plain; charset=utf-8' } },
    { for: '/openapi.json', values: { ...data, ...PUBLIC, ...HOURLY, 'content-type': 'application/json; charset=utf-8' } },
    // Only built when the owner has a résumé; a rule for a missing file does nothing.
    { for: '/resume.json', values: { ...data, ...PUBLIC, ...HOURLY, 'content-type': 'application/json; charset=utf-8' } },
    // The résumé as a PDF, one per language (/resume.pdf, /es/resume.pdf).
    { for: '/*.pdf', values: { ...data, ...PUBLIC, ...REVALIDATE, 'content-type': 'application/pdf' } },
    // The Server Card extension's media type, CORS and caching, at both of the card's locations.
    ...['/mcp/server-card', '/.well-known/mcp/server-card.json'].map((path) => ({
      for: path,
      values: { ...data, ...PUBLIC, ...CARD_CORS, ...HOURLY, 'content-type': 'application/mcp-server-card+json' },
    })),
    // The MCP Registry entry the build writes (src/lib/mcp/registry-entry.ts).
    { for: '/server.json', values: { ...data, ...PUBLIC, ...HOURLY, 'content-type': 'application/json; charset=utf-8' } },
    // The owner's proof of the domain for the MCP Registry's HTTP verification, when they add one:
    // plain text, read again on every login after a key changes.
    { for: '/.well-known/mcp-registry-auth', values: { ...data, ...REVALIDATE, 'content-type': 'text/plain; charset=utf-8' } },
    // RFC 9727's catalog of the site's APIs: a JSON linkset with the api-catalog profile.
    { for: API_CATALOG_PATH, values: { ...data, ...PUBLIC, ...HOURLY, 'content-type': API_CATALOG_MEDIA_TYPE } },
    {
      for: '/.well-known/ai-catalog.json',
      values: { ...data, ...PUBLIC, ...CARD_CORS, ...HOURLY, 'content-type': 'application/ai-catalog+json' },
    },
    // The Agent Skills index: read again on every use, as its digests change with the skills' texts.
    {
      for: AGENT_SKILLS_INDEX_PATH,
      values: { ...data, ...PUBLIC, ...CARD_CORS, ...REVALIDATE, 'content-type': 'application/json; charset=utf-8' },
    },
    { for: '/*.xml', values: { ...data, ...PUBLIC, ...REVALIDATE, 'content-type': 'application/xml; charset=utf-8' } },
    { for: '/*.svg', values: { ...data, ...HOURLY } },
    { for: '/og/*', values: { ...data, ...HOURLY } },
    { for: '/_astro/*', values: { ...data, 'cache-control': 'public, max-age=31536000, immutable' } },
    // Pagefind's script, worker, WebAssembly and index (src/integrations/search-index.ts), for the
    // search page only: the worker runs under this policy, which lets it fetch the index and compile
    // its WebAssembly, and nothing else. Checked again on every use: each build makes a new index.
    { for: '/pagefind/*', values: { ...REVALIDATE, ...SEARCH_FILES } },
  ];
}

/**
 * On a site in several languages, each page's and twin's language as its Content-Language: one
 * rule per path, the only rule that sets that header (pages and twins are named one by one, so
 * the default language needs no catch-all that would overlap a prefix).
 */
export function contentLanguageRules(documents: readonly { path: string; language: string }[]): HeaderRule[] {
  return documents.map(({ path, language }) => ({ for: path, values: { 'content-language': language } }));
}

const canonicalName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** Netlify's `_headers` file format: a path line, then indented `Name: value` lines. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${canonicalName(name)}: ${value}`)].join('\n'),
  );
  return `# Written by the build from src/lib/http/header-policy.ts: edit that file, not this one.\n${blocks.join('\n')}\n`;
}
