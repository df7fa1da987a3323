import { test } from 'vitest';
import { portfolioAnalytics } from '../../src/capabilities/optimizer/core/analytics.ts';
import { loadPyPortfolioOptPrices } from '../../tests/support/pypfopt-prices.ts';

// Ten tickers with full history in PyPortfolioOpt's test prices, last 2,500 trading days.
const { tickers, columns } = loadPyPortfolioOptPrices();
const chosen = ['AAPL', 'GE', 'AMD', 'WMT', 'BAC', 'T', 'XOM', 'BBY', 'PFE', 'JPM'];
const prices = chosen.map((ticker) => columns[tickers.indexOf(ticker)]!.slice(-2500));

test('optimizer analytics, 10 tickers × 2,500 days (goal: under 5 ms)', async ({ bench }) => {
  await bench('returns, covariance, min-variance, max-Sharpe, 40-point frontier', () => {
    portfolioAnalytics(chosen, prices, 0.02);
  }).run();
});
