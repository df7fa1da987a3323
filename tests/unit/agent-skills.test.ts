import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { agentSkillsIndex, sha256Digest, skillMarkdown, skillName } from '../../src/lib/discovery/agent-skills.ts';
import { sharedWordsFor, supportedLanguages } from '../../src/lib/i18n/index.ts';
import { nodesOfType } from '../support/markdown-nodes.ts';

const SITE = 'https://site.test';
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('skillName', () => {
  it('is the owner’s name, then -site, then a further language’s tag, in the specification’s alphabet', () => {
    expect(skillName('Lucía Pérez', SITE)).toBe('lucia-perez-site');
    expect(skillName('Lucía Pérez', SITE, 'es-AR')).toBe('lucia-perez-site-es-ar');
  });

  it('falls back on the site’s host for a name with no Latin letter, and keeps within 64 characters', () => {
    expect(skillName('李小龍', 'https://bruce.example')).toBe('bruce-example-site');
    for (const name of ['x'.repeat(200), `${'a-'.repeat(40)}b`, '--', '!!!', 'Ünïcödé — ✨'])
      for (const language of [undefined, 'pt-BR']) {
        const skill = skillName(name, SITE, language);
        expect(skill.length, skill).toBeLessThanOrEqual(64);
        expect(skill).toMatch(NAME);
      }
  });
});

describe('skillMarkdown, for any owner name', () => {
  const hostile = 'Ann "A" O\'Brien\n---\nname: evil <b>x</b> [a](javascript:alert(1)) `code`';
  const input = (language: string) => ({
    name: skillName(hostile, SITE),
    language,
    ownerName: hostile,
    words: sharedWordsFor(language).agentSkill,
    mcpUrl: `${SITE}/mcp`,
    tools: [{ name: 'get_profile', title: 'Get *profile*', description: `Who ${hostile} is. More.`, example: {} }],
    firstCall: 'curl -s -X POST https://site.test/mcp -d \'{"a":"```"}\'',
    page: { url: `${SITE}/projects`, twin: `${SITE}/projects.md` },
    llmsUrl: `${SITE}/llms.txt`,
    llmsFullUrl: `${SITE}/llms-full.txt`,
    openApiUrl: `${SITE}/openapi.json`,
    apis: [],
  });

  it.each(supportedLanguages)('%s: front matter with the two fields as written, one line of description', (language) => {
    const markdown = skillMarkdown(input(language));
    const yaml = parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(markdown)![1]!);
    expect(Object.keys(yaml)).toEqual(['name', 'description', 'metadata']);
    expect(yaml.metadata).toEqual({ language });
    expect(yaml.name).toBe(skillName(hostile, SITE));
    expect(yaml.description).not.toMatch(/\n/);
    expect(yaml.description).toContain('Ann "A" O\'Brien --- name: evil <b>x</b>');
  });

  it('makes no link, HTML or heading of the owner’s text, and keeps a code sample whole whatever it holds', () => {
    const markdown = skillMarkdown(input('en'));
    const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
    expect(nodesOfType(body, 'link')).toEqual([]);
    expect(nodesOfType(body, 'html')).toEqual([]);
    expect(nodesOfType(body, 'heading').length).toBe(6);
    expect(nodesOfType(body, 'code').map((node) => (node as unknown as { value: string }).value)).toContain(input('en').firstCall);
  });
});

describe('agentSkillsIndex', () => {
  it('gives each skill the SHA-256 of its UTF-8 bytes, under the RFC’s schema identifier', () => {
    const index = agentSkillsIndex([{ name: 'a-site', description: 'A.', url: `${SITE}/a`, markdown: '# Hello\n' }]);
    expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
    // The RFC's worked example: "# Hello\n".
    expect(index.skills[0]!.digest).toBe('sha256:90f8ec5669cd34183b9b0fdf8b94f5efb4c3672876330f4aa76088c2b4ad17be');
    // Of the bytes, not the UTF-16 code units: é is two bytes in UTF-8.
    expect(sha256Digest('é')).toBe(
      `sha256:${createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('hex')}`,
    );
  });
});
