// What agent-readiness scanners check of a site, one standard a row, each pass or fail with why:
// the table `npm run check:agents` prints (scripts/check-agents.ts), run against the local stack.
// Each check reads what a scanner reads (the documents, their media types, the headers that point
// at them) and holds it to the standard's own rules or to a checker nobody here wrote (ARD's, the
// Server Card's schema, the Agent Skills format).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ConformanceTester } from '../../node_modules/lighthouse/third-party/ard/ard.js';
import { WEBMCP_BUNDLE, WEBMCP_LOADER } from '../../src/client/webmcp/loader.ts';
import { serverCardErrors } from './server-card-schema.ts';

/** One standard's outcome. */
export interface Readiness {
  standard: string;
  pass: boolean;
  reason: string;
}

/** GET a path (or a URL on the production origin) of the site, as the stack serves it. */
export type SiteGet = (pathOrUrl: string, headers?: Record<string, string>) => Promise<Response>;

type Check = (get: SiteGet) => Promise<string>;

/** A check's failure: its message is the reason. */
class NotReady extends Error {}
const expectThat = (condition: unknown, reason: string): void => {
  if (!condition) throw new NotReady(reason);
};

const mediaType = (response: Response) => response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';

async function document(get: SiteGet, path: string, type: string, headers?: Record<string, string>): Promise<Response> {
  const response = await get(path, headers);
  expectThat(response.status === 200, `${path} answers ${response.status}`);
  expectThat(mediaType(response) === type, `${path} is ${mediaType(response) || 'untyped'}, not ${type}`);
  return response;
}

const skillsSchema = JSON.parse(readFileSync(new URL('../fixtures/agent-skills/discovery-0.2.0.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
const validSkillsIndex = ajv.compile(skillsSchema);

const CHECKS: [string, Check][] = [
  [
    'robots.txt: Content Signals and aipref',
    async (get) => {
      const response = await document(get, '/robots.txt', 'text/plain');
      const signal = /^Content-Signal:\s*(.+)$/im.exec(await response.text())?.[1];
      expectThat(
        signal && /\b(search|ai-input|ai-train)=(yes|no)\b/.test(signal),
        'no Content-Signal line with search, ai-input or ai-train',
      );
      const usage = response.headers.get('content-usage');
      expectThat(usage && /\b(train-ai|search)=[yn]\b/.test(usage), 'no Content-Usage (aipref) header');
      return `Content-Signal: ${signal}; Content-Usage: ${usage}`;
    },
  ],
  [
    'Sitemap',
    async (get) => {
      const robots = await (await get('/robots.txt')).text();
      const named = /^Sitemap:\s*(\S+)$/im.exec(robots)?.[1];
      expectThat(named, 'robots.txt names no Sitemap');
      const response = await document(get, named!, 'application/xml');
      const pages = (await response.text()).match(/<loc>/g)?.length ?? 0;
      expectThat(pages > 0, `${named} lists no page`);
      return `${pages} URLs, named by robots.txt`;
    },
  ],
  [
    'llms.txt',
    async (get) => {
      const text = await (await document(get, '/llms.txt', 'text/plain')).text();
      expectThat(/^# \S/.test(text), 'does not open with an H1');
      const links = text.match(/\]\(https?:\/\/[^)]+\)/g)?.length ?? 0;
      expectThat(links > 0, 'links nothing');
      return `an H1 and ${links} links`;
    },
  ],
  [
    'Markdown negotiation and its Link headers',
    async (get) => {
      const page = await document(get, '/', 'text/html');
      const link = page.headers.get('link') ?? '';
      expectThat(/rel="alternate";\s*type="text\/markdown"/.test(link), 'the page has no Link to its Markdown twin');
      const twin = await document(get, '/', 'text/markdown', { accept: 'text/markdown' });
      expectThat(/rel="canonical"/.test(twin.headers.get('link') ?? ''), 'the twin has no Link to its page');
      return 'Accept: text/markdown answers the twin; each links the other';
    },
  ],
  [
    'API catalog (RFC 9727)',
    async (get) => {
      const page = await get('/');
      expectThat(/rel="api-catalog"/.test(page.headers.get('link') ?? ''), 'pages have no Link rel="api-catalog"');
      const catalog = await document(get, '/.well-known/api-catalog', 'application/linkset+json');
      expectThat(
        /profile="https:\/\/www\.rfc-editor\.org\/info\/rfc9727"/.test(catalog.headers.get('content-type') ?? ''),
        'no RFC 9727 profile',
      );
      const { linkset } = (await catalog.json()) as { linkset?: unknown[] };
      expectThat(Array.isArray(linkset) && linkset.length > 0, 'an empty linkset');
      return `${linkset!.length} APIs, linked from every page`;
    },
  ],
  [
    'AI Catalog (ARD)',
    async (get) => {
      const response = await document(get, '/.well-known/ai-catalog.json', 'application/ai-catalog+json');
      const text = await response.text();
      const tester = new ConformanceTester();
      tester.validate_manifest(text, 'ai-catalog.json');
      expectThat(tester.errors.length === 0 && tester.warnings.length === 0, [...tester.errors, ...tester.warnings].join('; '));
      return `${(JSON.parse(text) as { entries: unknown[] }).entries.length} entries, ARD's checker satisfied`;
    },
  ],
  [
    'MCP server card',
    async (get) => {
      const card = await (await document(get, '/.well-known/mcp/server-card.json', 'application/mcp-server-card+json')).json();
      const errors = serverCardErrors(card);
      expectThat(errors.length === 0, errors.join('; '));
      return "valid against the Server Card extension's schema";
    },
  ],
  [
    'Agent Skills',
    async (get) => {
      const index = await (await document(get, '/.well-known/agent-skills/index.json', 'application/json')).json();
      expectThat(validSkillsIndex(index), `not the RFC v0.2.0 format: ${ajv.errorsText(validSkillsIndex.errors)}`);
      const skills = (index as { skills: { url: string; digest: string }[] }).skills;
      for (const skill of skills) {
        const bytes = Buffer.from(await (await document(get, skill.url, 'text/markdown')).arrayBuffer());
        expectThat(
          skill.digest === `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
          `${skill.url}: its digest is not of the bytes served`,
        );
      }
      return `${skills.length} skills, each digest that of its SKILL.md`;
    },
  ],
  [
    'WebMCP',
    async (get) => {
      for (const path of ['/', '/search']) {
        const html = await (await document(get, path, 'text/html')).text();
        expectThat(html.includes(WEBMCP_LOADER), `${path} does not load ${WEBMCP_BUNDLE} where the browser has WebMCP`);
        const forms = html.match(/<form\b[^>]*>/g) ?? [];
        expectThat(
          forms.every((form) => /\btoolname="[^"]+"/.test(form)),
          `${path}: a form without a WebMCP tool name (toolname)`,
        );
      }
      const bundle = await document(get, WEBMCP_BUNDLE, 'text/javascript');
      expectThat((await bundle.text()).includes('registerTool'), `${WEBMCP_BUNDLE} registers no tool`);
      return `every page loads ${WEBMCP_BUNDLE}, whose tools it registers; every form is a declarative tool`;
    },
  ],
];

/** Every standard, checked in turn. */
export async function agentReadiness(get: SiteGet): Promise<Readiness[]> {
  const results: Readiness[] = [];
  for (const [standard, check] of CHECKS) {
    try {
      results.push({ standard, pass: true, reason: await check(get) });
    } catch (error) {
      if (!(error instanceof NotReady)) throw error;
      results.push({ standard, pass: false, reason: error.message });
    }
  }
  return results;
}
