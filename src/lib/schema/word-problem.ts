import { fill } from '../i18n/template.ts';
import type { Problem } from './problems.ts';

/** Templates for problems by rule, in camelCase (min_items -> minItems), with `invalid` for a rule no template names. */
export interface ProblemTemplates {
  invalid: string;
  /** The names of the types `type` expects. */
  expected: Record<string, string>;
}

/** How one reader names what is wrong: the API's field names and units, or a page's labels and units. */
export interface ProblemTerms {
  /** The name of the input at `path` ("" is the whole body). */
  field(path: string): string;
  /** A number bound to the input at `path`, in the reader's units. */
  value(path: string, value: number): string;
}

const camel = (rule: string) => rule.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A problem in words: its rule's template, filled with `{field}`, `{limit}`, `{expected}`,
 * `{values}` and the rule's own numbers (`{count}` as is, any other in the field's units).
 */
export function wordProblem(problem: Problem, templates: ProblemTemplates, terms: ProblemTerms): string {
  const template: unknown = (templates as unknown as Record<string, unknown>)[camel(problem.rule)];
  const { path } = problem;
  const params = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, number]) => [name, name === 'count' ? String(number) : terms.value(path, number)]),
  );
  return fill(typeof template === 'string' ? template : templates.invalid, {
    ...params,
    field: terms.field(path),
    ...(problem.limit === undefined ? {} : { limit: terms.value(path, problem.limit) }),
    ...(problem.expected === undefined ? {} : { expected: templates.expected[problem.expected] ?? problem.expected }),
    ...(problem.values === undefined ? {} : { values: problem.values.join(', ') }),
  });
}

/** The API's own terms: field paths and numbers as the request writes them. */
export const apiTerms: ProblemTerms = { field: (path) => path || 'body', value: (_path, value) => String(value) };
