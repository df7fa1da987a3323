import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { pages } from '../../support/owner-editions.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { formatResumeDate } from '../../../src/lib/i18n/format.ts';
import { createDocumentIndex, siteDocuments } from '../../../src/lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../../../src/lib/mcp/tool-table.ts';
import { toolSpecs } from '../../../src/capabilities/mcp.ts';
import { wordsOf } from '../../../src/capabilities/capability.ts';
import { resume } from '../../../src/capabilities/resume/index.ts';
import { hasResume } from '../../../src/capabilities/resume/has-resume.ts';
import { type OwnerContent, parseOwnerContent } from '../../../src/lib/owner/schema.ts';
import { jsonResume } from '../../../src/capabilities/resume/core/json-resume.ts';
import { pagePathIn } from '../../../src/lib/owner/localize.ts';
import { markdownText as escapeMarkdownInline } from '../../../src/lib/markdown/escape.ts';
import { fixtureOwners, HOSTILE } from '../../fixtures/owners/index.ts';
import { exampleOwnerInput } from '../../fixtures/owners/example.ts';
import { jsonResumeErrors } from '../../support/json-resume.ts';
import { initializeResult, mcpOptions, SITE } from '../../support/mcp-content.ts';

function toolTableFor(owner: OwnerContent) {
  const base = mcpOptions({ owner });
  return createToolTable(
    toolSpecs({ ...base, documents: createDocumentIndex(siteDocuments(pages, SITE), base.readFile) }),
    argumentWords(dictionaryFor(owner.site.language)),
  );
}

interface ToolResult {
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
  isError?: boolean;
}

describe.each(Object.entries(fixtureOwners))('get_resume for the %s owner', (_, owner: OwnerContent) => {
  const table = toolTableFor(owner);
  const words = dictionaryFor(owner.site.language).resume;
  const call = async () => (await table.call('get_resume', {})) as ToolResult;

  it('is listed, read-only and closed-world, titled in the owner language, with an object output schema', () => {
    const tool = table.list.find((listed) => listed.name === 'get_resume')!;
    expect(tool).toMatchObject({
      name: 'get_resume',
      title: words.toolTitle,
      description: words.toolDescription(escapeMarkdownInline(owner.profile.name)),
    });
    expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    expect(tool.inputSchema).toMatchObject({ type: 'object' });
    expect(tool.outputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['basics', 'work', 'meta']) });
  });

  it('returns the JSON Resume document as structured content, valid against both its output schema and @jsonresume/schema', async () => {
    const result = await call();
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(jsonResume(owner, SITE));
    expect(jsonResumeErrors(result.structuredContent)).toEqual([]);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(table.list.find((listed) => listed.name === 'get_resume')!.outputSchema!);
    expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
  });

  it('summarises it as Markdown: each position with its organisation and dates in the owner locale, owner text escaped', async () => {
    const text = (await call()).content.map((part) => part.text).join('');
    expect(text.split('\n')[0]).toBe(`# ${escapeMarkdownInline(owner.profile.name)}`);
    for (const work of owner.work) {
      const start = formatResumeDate(work.startDate, owner.site.language);
      const end = work.endDate ? formatResumeDate(work.endDate, owner.site.language) : words.present;
      expect(text).toContain(`- ${escapeMarkdownInline(work.position)}, ${escapeMarkdownInline(work.name)}`);
      expect(text).toContain(`(${start} – ${end})`);
    }
    expect(text).toContain(`## ${words.work}`);
    expect(text).toContain(`JSON Resume: <${SITE}/resume.json>`);
    for (const hostile of Object.values(HOSTILE)) expect(text).not.toContain(hostile);
  });

  it('links the résumé as a PDF, in the owner language: a resource_link, and a line of its text', async () => {
    const result = await call();
    const pdf = `${SITE}${pagePathIn(owner, '/resume.pdf')}`;
    expect(result.content).toContainEqual({
      type: 'resource_link',
      uri: pdf,
      name: 'resume.pdf',
      title: words.pdfLink,
      mimeType: 'application/pdf',
    });
    expect(result.content[0]?.text).toContain(`${words.pdfLink}: <${pdf}>`);
  });
});

describe('get_resume for an owner without résumé data', () => {
  const owner = parseOwnerContent({
    ...exampleOwnerInput,
    ...{ work: [], education: [], languages: [], certificates: [], volunteer: [], awards: [], publications: [], interests: [] },
  });
  const table = toolTableFor(owner);

  it('is not listed, and calling it is an unknown tool', async () => {
    expect(table.list.map((tool) => tool.name)).not.toContain('get_resume');
    expect(table.list.length).toBe(toolTableFor(fixtureOwners.example).list.length - 1);
    await expect(table.call('get_resume', {})).rejects.toMatchObject({ code: -32602 });
  });
});

describe("the server's instructions", () => {
  const instructionsFor = async (owner: OwnerContent) => (await initializeResult(owner)).instructions as string;

  it.each(Object.entries(fixtureOwners))('name the résumé exactly when the %s owner has one', async (_, owner) => {
    const sentence = wordsOf(resume, owner.site.language).resumeMcp.instructions;
    expect((await instructionsFor(owner)).includes(sentence)).toBe(hasResume(owner));
    const without = parseOwnerContent({
      ...exampleOwnerInput,
      work: [],
      education: [],
      languages: [],
      certificates: [],
      volunteer: [],
      awards: [],
      publications: [],
      interests: [],
    });
    expect(await instructionsFor(without)).not.toContain(wordsOf(resume, without.site.language).resumeMcp.instructions);
  });
});
