import { readFileSync } from 'node:fs';

/** PyPortfolioOpt's test prices (tests/fixtures/pypfopt, MIT): columns by ticker, NaN for the empty early rows. */
export function loadPyPortfolioOptPrices() {
  const file = new URL('../fixtures/pypfopt/stock_prices.csv', import.meta.url);
  const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const tickers = header!.split(',').slice(1);
  const dates: string[] = [];
  const columns = tickers.map(() => [] as number[]);
  for (const row of rows) {
    const [date, ...values] = row.split(',');
    dates.push(date!);
    for (const [j, value] of values.entries()) columns[j]!.push(value === '' ? Number.NaN : Number(value));
  }
  return { tickers, dates, columns };
}
