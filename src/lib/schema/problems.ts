import type * as z from './z.ts';

/**
 * One thing wrong with an input, as data: where, which rule it broke, and the rule's limit.
 * Each surface (the API's JSON, an MCP tool's text, a page) words it through the dictionary
 * in its own terms; nothing reads a message back.
 */
export interface Problem {
  /** A dotted path into the input ("lookbackDays", "tickers.1"); "" for the whole body. */
  path: string;
  /**
   * required, type, min, greater_than, max, less_than, min_items, max_items (a list's entries),
   * min_length, max_length (a text's characters), pattern, one_of, unknown_fields, or a schema's
   * own rule (its refinements name theirs in `params.rule`).
   */
  rule: string;
  /** The bound the value broke, in the input's units. */
  limit?: number;
  /** For `type`: number, integer, string, array, object or boolean. */
  expected?: string;
  /** For `one_of`, the values allowed; for `unknown_fields`, the fields. */
  values?: string[];
  /** What a schema's own rule reports beside its limit (a count, the value given). */
  params?: Record<string, number>;
}

/** The rule a size bound breaks: a list's entries, a text's characters, or a number's value (`rule` when neither). */
const sizeRule = (origin: string, entries: string, characters: string, rule: string) =>
  origin === 'array' || origin === 'set' ? entries : origin === 'string' ? characters : rule;

function problemOf(issue: z.core.$ZodIssue): Problem {
  const path = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { path, rule: 'required' };
      return { path, rule: 'type', expected: issue.expected === 'int' ? 'integer' : issue.expected };
    case 'too_small':
      return {
        path,
        rule: sizeRule(issue.origin, 'min_items', 'min_length', issue.inclusive === false ? 'greater_than' : 'min'),
        limit: Number(issue.minimum),
      };
    case 'too_big':
      return {
        path,
        rule: sizeRule(issue.origin, 'max_items', 'max_length', issue.inclusive === false ? 'less_than' : 'max'),
        limit: Number(issue.maximum),
      };
    case 'invalid_format':
      return { path, rule: 'pattern' };
    case 'invalid_value':
      return { path, rule: 'one_of', values: issue.values.map(String) };
    case 'unrecognized_keys':
      return { path, rule: 'unknown_fields', values: issue.keys };
    case 'custom': {
      const { rule, limit, ...params } = (issue.params ?? {}) as Record<string, unknown>;
      const numbers = Object.entries(params).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
      return {
        path,
        rule: typeof rule === 'string' ? rule : 'invalid',
        ...(typeof limit === 'number' ? { limit } : {}),
        ...(numbers.length ? { params: Object.fromEntries(numbers) } : {}),
      };
    }
    default:
      return { path, rule: 'invalid' };
  }
}

const MAXIMA = new Set(['max', 'less_than']);
const MINIMA = new Set(['min', 'greater_than']);

/**
 * Of two bounds a value broke, whether `next` is the one it must meet: the lower maximum, the
 * higher minimum. zod checks an integer against the safe-integer range before the schema's own
 * bounds, so 1e20 breaks both "at most 9007199254740991" and "at most 3650".
 */
function tighter(found: Problem, next: Problem): boolean {
  if (found.limit === undefined || next.limit === undefined) return false;
  if (MAXIMA.has(found.rule) && MAXIMA.has(next.rule)) return next.limit < found.limit;
  if (MINIMA.has(found.rule) && MINIMA.has(next.rule)) return next.limit > found.limit;
  return false;
}

/**
 * The problems of a failed parse, one per path (the first zod found there, or the tightest of its
 * bounds), in zod's order. Parse with `{ reportInput: true }`: a missing value (`required`) is
 * told from a wrong one by its input.
 */
export function problemsOf(issues: readonly z.core.$ZodIssue[]): Problem[] {
  const byPath = new Map<string, Problem>();
  for (const issue of issues) {
    const problem = problemOf(issue);
    const found = byPath.get(problem.path);
    if (!found || tighter(found, problem)) byPath.set(problem.path, problem);
  }
  return [...byPath.values()];
}
