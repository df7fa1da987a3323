import type { SharedWords } from '../../../lib/i18n/index.ts';
import type { OptimizerWords } from '../words/en.ts';
import { fill } from '../../../lib/i18n/template.ts';
import type { Problem } from '../../../lib/schema/problems.ts';
import { type ProblemTerms, wordProblem } from '../../../lib/schema/word-problem.ts';
import type { OptimizeFailure } from './optimize.ts';

/** The words the optimizer's failures need: the common problems and the optimizer's own. Plain strings (the page gets them as JSON). */
export type OptimizerProblemWords = SharedWords['problems'] & OptimizerWords['optimizerProblems'];

export const optimizerProblemWords = (
  dictionary: Pick<SharedWords, 'problems'> & Pick<OptimizerWords, 'optimizerProblems'>,
): OptimizerProblemWords => ({
  ...dictionary.problems,
  ...dictionary.optimizerProblems,
});

/** A reader's terms for problems, and how it writes a day ("2026-01-02"). */
export interface FailureTerms extends ProblemTerms {
  day(date: string): string;
}

/** One sentence per problem, in the reader's terms. */
export const wordProblems = (problems: Problem[], words: OptimizerProblemWords, terms: ProblemTerms): string[] =>
  problems.map((problem) => wordProblem(problem, words, terms));

/** What went wrong, in the reader's language and terms. */
export function wordOptimizeFailure(failure: OptimizeFailure, words: OptimizerProblemWords, terms: FailureTerms): string {
  switch (failure.code) {
    case 'invalid_request':
      return wordProblems(failure.problems, words, terms).join(' ');
    case 'unknown_tickers':
      return fill(words.unknownTickers, { tickers: failure.tickers.join(', ') });
    case 'insufficient_overlap':
      return fill(words.insufficientOverlap, {
        count: failure.commonDates,
        required: failure.required,
        from: terms.day(failure.from),
        to: terms.day(failure.to),
        window: terms.field('lookbackDays'),
      });
    case 'optimization_failed':
      return words.optimizationFailed;
    default:
      return fill(words.marketDataUnavailable, { seconds: failure.retryAfterSeconds });
  }
}

/**
 * The API's `details` for a failure: each problem with its sentence (as `{path, message}` always
 * had, now with `rule` and `limit`), the unknown tickers, or the overlap's counts.
 */
export function failureDetails(failure: OptimizeFailure, words: OptimizerProblemWords, terms: ProblemTerms): unknown {
  switch (failure.code) {
    case 'invalid_request': {
      const sentences = wordProblems(failure.problems, words, terms);
      return failure.problems.map((problem, i) => ({ ...problem, message: sentences[i] }));
    }
    case 'unknown_tickers':
      return { unknown: failure.tickers };
    case 'insufficient_overlap': {
      const { code: _code, ...counts } = failure;
      return counts;
    }
    default:
      return undefined;
  }
}
