import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../src/lib/markdown/html-to-markdown.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import fc from 'fast-check';
import { canonicalOf, twinBody, twinDocument } from '../../src/lib/markdown/twin-document.ts';
import { fixtureOwners, HOSTILE } from '../fixtures/owners/index.ts';
import { twinFrontMatter } from '../support/twin-front-matter.ts';

const META = {
  title: 'Projects: "quoted" & more',
  description: 'Line one\nline two: with a colon',
  canonical: 'https://site.test/projects',
  lastModified: '2026-11-23T10:00:00.000Z',
  agentNote: 'Pointer to [llms.txt](https://site.test/llms.txt).',
};

describe('twinDocument', () => {
  it('writes YAML front matter, then the H1, then the llms.txt pointer', () => {
    expect(twinDocument('# Projects\n\nBody text.\n', META)).toBe(
      [
        '---',
        'title: "Projects: \\"quoted\\" \\u0026 more"',
        'description: "Line one\\nline two: with a colon"',
        'canonical: "https://site.test/projects"',
        'last_modified: "2026-11-23T10:00:00.000Z"',
        '---',
        '# Projects',
        '',
        '> Pointer to [llms.txt](https://site.test/llms.txt).',
        '',
        'Body text.',
        '',
      ].join('\n'),
    );
  });

  it('puts the pointer after the first H1 even when text comes before it, and first when there is none', () => {
    expect(twinDocument('Intro.\n\n# Title\n\nText.', META)).toMatch(/\n---\nIntro\.\n\n# Title\n\n> Pointer to .*\n\nText\.\n$/);
    expect(twinDocument('Only text.', META)).toMatch(/\n---\n> Pointer to .*\n\nOnly text\.\n$/);
  });

  it('writes owner text a reader without front matter shows as text, and YAML readers get back whole', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string(),
        fc.constantFrom(...Object.values(HOSTILE)),
        (title, description, hostile) => {
          const meta = {
            ...META,
            title: `${hostile}${title}`,
            description: `${description}${hostile}`,
            canonical: `https://site.test/${hostile}`,
          };
          const { data, text } = twinFrontMatter(twinDocument('# T', meta))!;
          expect(text).not.toMatch(/[<>&\u2028\u2029]/);
          expect(data).toMatchObject({ title: meta.title, description: meta.description, canonical: meta.canonical });
          expect(canonicalOf(twinDocument('# T', meta))).toBe(meta.canonical);
        },
      ),
    );
  });

  it('round-trips through twinBody, which drops only the front matter', () => {
    const document = twinDocument('# T\n\nBody.', META);
    expect(twinBody(document)).toBe(document.slice(document.indexOf('# T')));
    expect(twinBody('# No front matter\n')).toBe('# No front matter\n');
  });
});

describe.each(Object.values(fixtureOwners))("the llms.txt pointer in the owner's language ($site.language)", (owner) => {
  const llmsTxt = new URL('/llms.txt', owner.site.url).href;
  const note = dictionaryFor(owner.site.language).layout.agentNote(llmsTxt);

  it('is the dictionary sentence, quoted under the title, with a working link to llms.txt', () => {
    const document = twinDocument('# T\n\nBody.', { ...META, agentNote: note });
    expect(twinBody(document)).toBe(`# T\n\n> ${note}\n\nBody.\n`);
    expect(note).toContain(`[llms.txt](${llmsTxt})`);
  });

  it('keeps the front matter keys, whatever the language', () => {
    const keys = twinDocument('# T', { ...META, agentNote: note })
      .split('---')[1]!
      .trim()
      .split('\n')
      .map((line) => line.split(':')[0]);
    expect(keys).toEqual(['title', 'description', 'canonical', 'last_modified']);
  });
});

describe('htmlToMarkdown leaves no markup behind', () => {
  it('drops HTML comments', async () => {
    const markdown = await htmlToMarkdown(
      '<main><!-- a note for developers --><h1>T</h1><p>Text<!-- inline --></p></main>',
      'https://site.test/',
    );
    expect(markdown).toBe('# T\n\nText\n');
  });
});
