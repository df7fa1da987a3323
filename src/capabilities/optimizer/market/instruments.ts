/** Which tickers data912 knows, in which market, and which of them are ARS-quoted. */

export const MARKETS = ['stocks', 'cedears', 'bonds'] as const;
export type Market = (typeof MARKETS)[number];

/** The live panel listing each market's symbols. */
export const PANEL_PATH: Record<Market, string> = {
  stocks: '/live/arg_stocks',
  cedears: '/live/arg_cedears',
  bonds: '/live/arg_bonds',
};

export const TICKER_PATTERN = /^[A-Za-z0-9]{1,12}$/;

function panelSymbols(rows: unknown): Set<string> {
  const symbols = new Set<string>();
  if (!Array.isArray(rows)) return symbols;
  for (const row of rows) {
    const symbol = (row as { symbol?: unknown } | null)?.symbol;
    if (typeof symbol === 'string' && TICKER_PATTERN.test(symbol)) symbols.add(symbol.toUpperCase());
  }
  return symbols;
}

/**
 * Ticker → market for every ARS-quoted symbol of the panels. A symbol ending in D (USD)
 * or C (cable) whose stem is listed in the same panel (AL30D, AL30C beside AL30) is the
 * same instrument in another currency, and left out. A symbol in several panels keeps
 * the first market, in MARKETS order.
 */
export function buildInstrumentIndex(panels: Record<Market, unknown>): Map<string, Market> {
  const index = new Map<string, Market>();
  for (const market of MARKETS) {
    const symbols = panelSymbols(panels[market]);
    for (const symbol of symbols) {
      const isCurrencyVariant = /[DC]$/.test(symbol) && symbols.has(symbol.slice(0, -1));
      if (!isCurrencyVariant && !index.has(symbol)) index.set(symbol, market);
    }
  }
  return index;
}
