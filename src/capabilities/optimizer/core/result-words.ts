import { formats } from '../../../lib/i18n/locale-formats.ts';
import type { OptimizerWords } from '../words/en.ts';
import type { OptimizeResult, OptimizeWarningData } from './optimize.ts';
import type { OptimizeResponse } from './schema.ts';

/** The sentences of a result: its warnings' and its disclaimer. */
export type ResultWords = Pick<OptimizerWords['optimizerText'], 'largeDailyMove' | 'staleMarketData' | 'noMaxSharpeWarning' | 'disclaimer'>;

function warningMessage(warning: OptimizeWarningData, riskFreeRate: number, words: ResultWords, locale: string): string {
  const format = formats(locale);
  switch (warning.code) {
    case 'large_daily_move':
      return words.largeDailyMove(warning.ticker ?? '', format.percent(warning.change ?? 0), format.day(warning.date ?? ''));
    case 'stale_market_data':
      return words.staleMarketData(format.moment(warning.date ?? ''));
    default:
      return words.noMaxSharpeWarning(format.percent(riskFreeRate));
  }
}

/** The response the API and the MCP tool send: the result with every warning's message and the disclaimer, in `locale`. */
export function wordedResult(result: OptimizeResult, words: ResultWords, locale: string): OptimizeResponse {
  const warnings = result.warnings.map((warning) => ({
    ...warning,
    message: warningMessage(warning, result.analytics.riskFreeRate, words, locale),
  }));
  const { currency, source, ...rest } = result;
  // The disclaimer right after the source, where it always was in the JSON.
  return { currency, source, disclaimer: words.disclaimer, ...rest, warnings };
}
