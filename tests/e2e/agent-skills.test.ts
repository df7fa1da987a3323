import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { validate as validateSkill } from 'skills-ref';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConformanceTester } from '../../node_modules/lighthouse/third-party/ard/ard.js';
import { siteUrl } from '../../src/data/site.ts';
import { AGENT_SKILLS_INDEX_PATH } from '../../src/lib/discovery/agent-skills-location.ts';
import { editions } from '../support/built-editions.ts';
import { curlCommands, runAgainstStack } from '../support/curl-examples.ts';
import { baseUrl, get } from '../support/http.ts';
import { connectModern, type McpTestClient } from '../support/mcp-clients.ts';

interface IndexedSkill {
  name: string;
  type: string;
  description: string;
  url: string;
  digest: string;
}

const schema = JSON.parse(readFileSync(new URL('../fixtures/agent-skills/discovery-0.2.0.schema.json', import.meta.url), 'utf8'));
/** A production URL of the site as the local stack serves it. */
const local = (url: string) => url.replace(siteUrl, baseUrl().replace(/\/$/, ''));

const indexResponse = await get(AGENT_SKILLS_INDEX_PATH);
const index = (await indexResponse.clone().json()) as { $schema: string; skills: IndexedSkill[] };
/** Each skill with its SKILL.md as served, bytes and text. */
const skills = await Promise.all(
  index.skills.map(async (skill) => {
    const response = await get(local(skill.url));
    const bytes = Buffer.from(await response.arrayBuffer());
    return { skill, response, bytes, text: bytes.toString('utf8') };
  }),
);
const frontMatter = (text: string) =>
  parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') as { name: string; description: string; metadata: { language: string } };

describe('the Agent Skills index (/.well-known/agent-skills/index.json)', () => {
  it('validates against the RFC v0.2.0 schema, as JSON any origin may read', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const valid = ajv.compile(schema);
    expect(valid(index), JSON.stringify(valid.errors)).toBe(true);
    expect(indexResponse.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(indexResponse.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lists one SKILL.md per language, each on this site, where the RFC puts it, saying its language', () => {
    expect(skills.map(({ text }) => frontMatter(text).metadata.language)).toEqual(editions.map((edition) => edition.language));
    expect(index.skills).toHaveLength(editions.length);
    expect(new Set(index.skills.map((skill) => skill.name)).size).toBe(editions.length);
    for (const skill of index.skills) {
      expect(skill.type).toBe('skill-md');
      expect(skill.url).toBe(new URL(`/.well-known/agent-skills/${skill.name}/SKILL.md`, siteUrl).href);
    }
  });

  it('gives each skill the SHA-256 of the bytes its URL serves', () => {
    for (const { skill, response, bytes } of skills) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    }
  });
});

describe.each(skills.map(({ skill, text }) => [skill.name, skill, text] as const))('the skill %s', (_, skill, text) => {
  it("keeps the Agent Skills specification's rules (skills-ref), its name and description the index's", async () => {
    const root = mkdtempSync(join(tmpdir(), 'agent-skill-'));
    try {
      mkdirSync(join(root, skill.name));
      writeFileSync(join(root, skill.name, 'SKILL.md'), text);
      expect(await validateSkill(join(root, skill.name))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    expect(frontMatter(text)).toMatchObject({ name: skill.name, description: skill.description });
  });

  it('stays short: under the 5,000 tokens the RFC recommends (four characters a token, at most)', () => {
    expect(text.length).toBeLessThan(20_000);
  });

  it('runs its curl examples as written: each answers 200, MCP without an error', async () => {
    const commands = curlCommands(text);
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      const { status, body } = await runAgainstStack(command);
      expect(status, command).toBe(200);
      if (command.includes('/mcp')) expect(JSON.parse(body).result?.isError, command).toBeFalsy();
    }
  });
});

describe('each tool as the skills show it', () => {
  let client: McpTestClient;
  beforeAll(async () => {
    client = await connectModern(new URL('/mcp', baseUrl()).href);
  });
  afterAll(() => client?.close());

  it.each(skills.map(({ skill, text }) => [skill.name, text] as const))(
    '%s: every tool the server lists, each example call answered',
    async (_, text) => {
      const calls = [...text.matchAll(/^- `([a-z_]+)`, .* `(\{"name":.*\})`$/gm)].map(
        (match) => [match[1]!, JSON.parse(match[2]!)] as const,
      );
      const { tools } = await client.listTools();
      expect(calls.map(([name]) => name).sort()).toEqual(tools.map((tool) => tool.name).sort());
      for (const [name, params] of calls) {
        expect(params.name).toBe(name);
        const result = await client.callTool(params);
        expect(result.isError, name).toBeFalsy();
      }
    },
  );
});

describe('where agents find the skills', () => {
  it('the AI Catalog lists each SKILL.md, and still passes the ARD check', async () => {
    const catalog = await (await get('/.well-known/ai-catalog.json')).json();
    for (const { skill } of skills)
      expect(catalog.entries).toContainEqual(
        expect.objectContaining({ type: 'text/markdown; profile="urn:air:agent-skills"', url: skill.url, description: skill.description }),
      );
    const tester = new ConformanceTester();
    tester.validate_manifest(JSON.stringify(catalog), 'ai-catalog.json');
    expect([tester.errors, tester.warnings]).toEqual([[], []]);
  });

  it('llms.txt names the index in every language', async () => {
    for (const edition of editions)
      expect(await (await get(edition.document('/llms.txt'))).text()).toContain(new URL(AGENT_SKILLS_INDEX_PATH, siteUrl).href);
  });
});
