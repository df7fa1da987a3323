import { formats } from '../../lib/i18n/locale-formats.ts';
import type { ToolDependencies } from '../capability.ts';
import { defineTool, OPEN_READ, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import { optimizerWordsIn } from './words.ts';
import { failureDetails, optimizerProblemWords, wordOptimizeFailure } from './core/failure-words.ts';
import { optimizePortfolio } from './core/optimize.ts';
import { wordedResult } from './core/result-words.ts';
import { OptimizeRequestSchema, OptimizeResponseSchema } from './core/schema.ts';
import { apiTerms } from '../../lib/schema/word-problem.ts';
import { optimizerAppToolMeta } from './mcp-app.ts';

/** optimize_portfolio: the optimizer API's computation as an MCP tool, its result drawn by the MCP App where the host has apps. */
export function optimizeTool({ owner, market, now = () => new Date() }: ToolDependencies): ToolSpec {
  const t = optimizerWordsIn(owner.site.language);
  const { optimizer: tool, optimizerText: say } = t;
  const format = formats(owner.site.language);
  return defineTool({
    name: 'optimize_portfolio',
    title: tool.toolTitle,
    description: tool.toolDescription,
    input: OptimizeRequestSchema,
    output: OptimizeResponseSchema,
    annotations: OPEN_READ,
    example: { tickers: ['GGAL', 'YPFD', 'AL30'] },
    // Hosts with MCP Apps draw the result (src/capabilities/optimizer/app/); the text below stays whole for those without.
    meta: optimizerAppToolMeta(),
    problemWords: optimizerProblemWords(t),
    async run(request) {
      if (!market) throw new Error("optimize_portfolio runs with the market data the optimizer's services make");
      const outcome = await optimizePortfolio(request, market, now());
      if (!outcome.ok) {
        const { failure } = outcome;
        const words = optimizerProblemWords(t);
        const terms = { ...apiTerms, day: format.day };
        const details = failureDetails(failure, words, terms);
        return {
          ok: false,
          code: failure.code,
          message: wordOptimizeFailure(failure, words, terms),
          ...('retryAfterSeconds' in failure ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
          ...(details === undefined ? {} : { details }),
        };
      }
      const r = wordedResult(outcome.result, say, owner.site.language);
      const { minVariance, maxSharpe } = r.analytics;
      const weights = (of: Record<string, number>) =>
        Object.entries(of)
          .filter(([, weight]) => weight >= 0.0005)
          .map(([ticker, weight]) => `${ticker} ${format.percent(weight)}`)
          .join(', ');
      const portfolio = (label: string, p: typeof minVariance) =>
        say.portfolio(label, weights(p.weights), format.percent(p.expectedReturn), format.percent(p.volatility));
      const allocation = (a: NonNullable<typeof r.allocation>) => {
        const shares = Object.entries(a.shares).map(([ticker, count]) => `${format.number(count)} ${ticker}`);
        const label = a.portfolio === 'maxSharpe' ? say.maxSharpe : say.minVariance;
        return say.allocation(format.pesos(a.budget), label, shares.join(', ') || say.noShareAffordable, format.pesos(a.leftover));
      };
      const text = [
        say.optimizerWindow(r.tickers.join(', '), format.number(r.dates.length), format.day(r.dates[0]!), format.day(r.dates.at(-1)!)),
        portfolio(say.minVariance, minVariance),
        maxSharpe ? portfolio(say.maxSharpe, maxSharpe) : say.noMaxSharpe,
        ...r.adjustments.map((a) => say.adjusted(a.ticker, format.day(a.date), format.number(a.ratio))),
        ...(r.allocation ? [allocation(r.allocation)] : []),
        ...r.warnings.map((w) => say.warning(w.message)),
        say.disclaimer,
      ].join('\n');
      return { ok: true, data: r, text };
    },
  });
}
