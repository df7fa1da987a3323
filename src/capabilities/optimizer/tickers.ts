import { marketDataFromEnv } from './market/from-env.ts';
import type { Market } from './market/instruments.ts';

export interface TickerSuggestion {
  symbol: string;
  market: Market;
}

/** Well-known ARS tickers, used when the build cannot reach the provider. */
const FALLBACK: TickerSuggestion[] = [
  ...['GGAL', 'YPFD', 'PAMP', 'ALUA', 'BMA', 'BBAR', 'TXAR', 'CEPU', 'TGSU2', 'LOMA', 'CRES', 'SUPV'].map((symbol) => ({
    symbol,
    market: 'stocks' as const,
  })),
  ...['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'MELI', 'KO', 'SPY', 'NVDA', 'TSLA', 'VIST'].map((symbol) => ({
    symbol,
    market: 'cedears' as const,
  })),
  ...['AL30', 'GD30', 'AL35', 'GD35', 'AE38', 'AL41', 'GD46'].map((symbol) => ({ symbol, market: 'bonds' as const })),
];

/** The provider's ARS tickers at build time (for the optimizer's suggestions), or the fallback list. */
export async function tickerSuggestions(
  siteUrl: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ tickers: TickerSuggestion[]; live: boolean }> {
  if (env.MARKET_DATA_BUILD_SNAPSHOT === 'off') return { tickers: FALLBACK, live: false };
  try {
    const { value: index } = await marketDataFromEnv(env, siteUrl).instruments();
    const tickers = [...index].map(([symbol, market]) => ({ symbol, market })).sort((a, b) => a.symbol.localeCompare(b.symbol));
    return tickers.length ? { tickers, live: true } : { tickers: FALLBACK, live: false };
  } catch (error) {
    console.warn(`[optimizer] no build-time ticker list: ${error instanceof Error ? error.message : String(error)}`);
    return { tickers: FALLBACK, live: false };
  }
}
