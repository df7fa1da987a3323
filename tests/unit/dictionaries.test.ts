import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../src/lib/i18n/index.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';

// Whole dictionaries: the shared words and every capability's.
const en = dictionaryFor('en');
const es = dictionaryFor('es');

/** Every leaf of a dictionary by its dotted key; a function leaf as what it says given marker arguments. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') return [[key, String(value('⟦1⟧', '⟦2⟧', '⟦3⟧'))]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, child]) => leaves(child, key ? `${key}.${name}` : name));
  }
  return [];
}

/**
 * Texts that read the same in Spanish and English on purpose: names, technical terms and
 * formats with no words of their own. Anything else equal to its English is an untranslated copy.
 */
const SAME_IN_BOTH = new Set([
  'pages.home.title', // "{name}: {headline}": owner text only
  'developersPage.claudeCode', // a product name
  'developersPage.vscode', // a product name and a path
  'developersPage.no', // "no" is Spanish too
  'optimizerScript.ticker', // "Ticker" is the market's word in Spanish
  'optimizerScript.series', // "Series" is Spanish too
  'projects.demo', // "Demo" is Spanish too
  'mcpServer.pageResource', // "{description} (Markdown)": a format name only
  'developerResources.llmsFull.title', // a file name
  'resume.roles', // "Roles" is Spanish too
  'stats.feeds', // "Feeds", as the Spanish writing pages say it
]);
/** Texts whose placeholders differ between languages on purpose (none today). */
const EXTRA_PLACEHOLDERS: Record<string, string[]> = {};
const TERMS = new Set(['MCP', 'API', 'OpenAPI', 'llms.txt', 'CEDEAR', 'Markdown', 'JSON']);

describe('the Spanish dictionary', () => {
  const english = new Map(leaves(en));

  it('has every key of the English one (the type checks it; this checks the values are there)', () => {
    expect(leaves(es).map(([key]) => key)).toEqual([...english.keys()]);
  });

  it('translates every text: none is a copy of the English, except the listed names and terms', () => {
    const copies = leaves(es)
      .filter(([key, value]) => value === english.get(key) && !SAME_IN_BOTH.has(key) && !TERMS.has(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(copies).toEqual([]);
  });

  it('keeps the placeholders its texts travel with (a missing one would show "{name}" to a reader)', () => {
    const unknown = leaves(es).flatMap(([key, value]) =>
      (value.match(/\{\w+\}/g) ?? [])
        .filter((placeholder) => !english.get(key)!.includes(placeholder) && !EXTRA_PLACEHOLDERS[key]?.includes(placeholder))
        .map((placeholder) => `${key}: ${placeholder}`),
    );
    expect(unknown).toEqual([]);
  });

  it('lists only names and terms that really are the same in both', () => {
    const same = new Set(leaves(es).flatMap(([key, value]) => (value === english.get(key) ? [key] : [])));
    expect([...SAME_IN_BOTH].filter((key) => !same.has(key))).toEqual([]);
  });
});

describe.each(supportedLanguages)('the %s dictionary', (language) => {
  const words = dictionaryFor(language);

  it('gives the browser scripts JSON-safe words: plain strings and plural forms, no functions', () => {
    for (const section of [words.codeActivity, words.optimizerScript]) {
      expect(JSON.parse(JSON.stringify(section))).toEqual(section);
    }
  });

  it('has an "other" plural form wherever it has plural forms', () => {
    for (const forms of [words.projectsPage.count, words.optimizerPage.months, words.optimizerPage.years, words.codeActivity.repos]) {
      expect(forms.other).toContain('{count}');
    }
  });
});
