import type { OptimizeResponse } from '../core/schema.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumbers = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'number');

/**
 * Whether a tool result's structuredContent has what the charts read. Checked by hand, not with
 * the API's schema: that module would bring the server's schemas into a document a host loads on every call.
 */
export function isOptimizeResult(value: unknown): value is OptimizeResponse {
  if (!isRecord(value) || !isRecord(value.analytics) || !isRecord(value.prices)) return false;
  const { tickers, dates, analytics, prices, markets, warnings, adjustments } = value;
  const portfolio = (p: unknown) => isRecord(p) && typeof p.expectedReturn === 'number' && typeof p.volatility === 'number';
  return (
    Array.isArray(tickers) &&
    tickers.length > 0 &&
    tickers.every((t) => typeof t === 'string' && Array.isArray(prices[t])) &&
    Array.isArray(dates) &&
    dates.length > 0 &&
    Array.isArray(analytics.frontier) &&
    analytics.frontier.every(portfolio) &&
    portfolio(analytics.minVariance) &&
    (analytics.maxSharpe === null || portfolio(analytics.maxSharpe)) &&
    isNumbers(analytics.expectedReturns) &&
    isNumbers(analytics.volatilities) &&
    isRecord(markets) &&
    Array.isArray(warnings) &&
    Array.isArray(adjustments)
  );
}

/** The text blocks of a tool result's content, whatever shape a host hands it in (ext-apps' App validates; this app does not). */
export function resultText(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .flatMap((block) => (isRecord(block) && block.type === 'text' && typeof block.text === 'string' ? [block.text] : []))
    .join(' ');
}
