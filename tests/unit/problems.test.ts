import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../src/lib/i18n/index.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { fill } from '../../src/lib/i18n/template.ts';
import { problemsOf } from '../../src/lib/schema/problems.ts';
import { apiTerms, wordProblem } from '../../src/lib/schema/word-problem.ts';
import * as z from '../../src/lib/schema/z.ts';

const Schema = z.strictObject({
  name: z.string().check(z.minLength(2), z.maxLength(4)),
  count: z.optional(z.int().check(z.gte(1), z.lt(10))),
  share: z.optional(z.number().check(z.gt(0), z.lte(1))),
  kind: z.optional(z.enum(['a', 'b'])),
  code: z.optional(z.string().check(z.regex(/^[A-Z]+$/))),
  tags: z.optional(z.array(z.string()).check(z.maxLength(1))),
  flag: z.optional(z.boolean()),
  even: z.optional(z.number().check(z.refine((n) => n % 2 === 0, { params: { rule: 'even', limit: 2, seen: 3, note: 'dropped' } }))),
});
const problems = (input: unknown) => problemsOf(Schema.safeParse(input, { reportInput: true }).error!.issues);

describe('problemsOf: a failed parse as data', () => {
  it.each([
    ['a missing field', {}, { path: 'name', rule: 'required' }],
    ['the wrong type', { name: 7 }, { path: 'name', rule: 'type', expected: 'string' }],
    ['not a whole number', { name: 'ab', count: 1.5 }, { path: 'count', rule: 'type', expected: 'integer' }],
    ['not an object', [], { path: '', rule: 'type', expected: 'object' }],
    ['too short', { name: 'a' }, { path: 'name', rule: 'min_length', limit: 2 }],
    ['too long', { name: 'abcde' }, { path: 'name', rule: 'max_length', limit: 4 }],
    ['under a minimum', { name: 'ab', count: 0 }, { path: 'count', rule: 'min', limit: 1 }],
    ['at an exclusive maximum', { name: 'ab', count: 10 }, { path: 'count', rule: 'less_than', limit: 10 }],
    ['at an exclusive minimum', { name: 'ab', share: 0 }, { path: 'share', rule: 'greater_than', limit: 0 }],
    ['over a maximum', { name: 'ab', share: 2 }, { path: 'share', rule: 'max', limit: 1 }],
    ['not one of the values', { name: 'ab', kind: 'c' }, { path: 'kind', rule: 'one_of', values: ['a', 'b'] }],
    ['not the pattern', { name: 'ab', code: 'x' }, { path: 'code', rule: 'pattern' }],
    ['too many entries', { name: 'ab', tags: ['x', 'y'] }, { path: 'tags', rule: 'max_items', limit: 1 }],
    ['an unknown field', { name: 'ab', extra: 1 }, { path: '', rule: 'unknown_fields', values: ['extra'] }],
    ['a refinement with its own rule', { name: 'ab', even: 3 }, { path: 'even', rule: 'even', limit: 2, params: { seen: 3 } }],
  ])('%s', (_, input, expected) => {
    expect(problems(input)).toEqual([expected]);
  });

  it("gives the bound a value must meet, not zod's safe-integer range, when a whole number breaks both", () => {
    const Days = z.object({ days: z.int().check(z.gte(30), z.lte(3650)) });
    const of = (days: number) => problemsOf(Days.safeParse({ days }, { reportInput: true }).error!.issues);
    expect(of(1e20)).toEqual([{ path: 'days', rule: 'max', limit: 3650 }]);
    expect(of(-1e20)).toEqual([{ path: 'days', rule: 'min', limit: 30 }]);
    expect(of(2 ** 53)).toEqual([{ path: 'days', rule: 'max', limit: 3650 }]);
    expect(of(5000)).toEqual([{ path: 'days', rule: 'max', limit: 3650 }]);
  });

  it('keeps one problem per path, the first, and a path into an array as dots', () => {
    const Tickers = z.object({ tickers: z.array(z.string().check(z.minLength(1))) });
    const found = problemsOf(Tickers.safeParse({ tickers: ['a', '', 3] }, { reportInput: true }).error!.issues);
    expect(found).toEqual([
      { path: 'tickers.1', rule: 'min_length', limit: 1 },
      { path: 'tickers.2', rule: 'type', expected: 'string' },
    ]);
  });
});

describe.each(supportedLanguages)('wordProblem in %s', (language) => {
  const { problems: templates } = dictionaryFor(language);

  it('fills the rule’s template with the field, the limit, the type and the values, in the reader’s terms', () => {
    expect(wordProblem({ path: 'count', rule: 'min', limit: 1 }, templates, apiTerms)).toBe(
      fill(templates.min, { field: 'count', limit: '1' }),
    );
    expect(wordProblem({ path: 'name', rule: 'type', expected: 'string' }, templates, apiTerms)).toBe(
      fill(templates.type, { field: 'name', expected: templates.expected.string }),
    );
    expect(wordProblem({ path: 'kind', rule: 'one_of', values: ['a', 'b'] }, templates, apiTerms)).toBe(
      fill(templates.oneOf, { field: 'kind', values: 'a, b' }),
    );
    const page = { field: (path: string) => `«${path}»`, value: (_: string, n: number) => `${n * 100}%` };
    expect(wordProblem({ path: 'share', rule: 'max', limit: 1 }, templates, page)).toBe(
      fill(templates.max, { field: '«share»', limit: '100%' }),
    );
  });

  it('falls back to `invalid` for a rule it has no words for, and names the body when the path is empty', () => {
    expect(wordProblem({ path: 'x', rule: 'no_such_rule' }, templates, apiTerms)).toBe(fill(templates.invalid, { field: 'x' }));
    expect(wordProblem({ path: '', rule: 'type', expected: 'object' }, templates, apiTerms)).toContain('body');
  });

  it('leaves no placeholder unfilled for any rule problemsOf makes', () => {
    for (const rule of [
      'required',
      'type',
      'min',
      'greater_than',
      'max',
      'less_than',
      'min_items',
      'max_items',
      'min_length',
      'max_length',
      'pattern',
      'one_of',
      'unknown_fields',
    ]) {
      const said = wordProblem({ path: 'f', rule, limit: 1, expected: 'number', values: ['v'] }, templates, apiTerms);
      expect(said, rule).not.toMatch(/\{\w+\}/);
      // Each in words of its own, not the fallback's.
      expect(said, rule).not.toBe(fill(templates.invalid, { field: 'f' }));
    }
  });
});
