/**
 * The optimizer's limits, free of zod so that browser code can import them without
 * pulling the schema library into the page's JavaScript. schema.ts builds the contract
 * from these; the optimizer page checks its input against the same values.
 */

export { TICKER_PATTERN } from '../market/instruments.ts';

/** Fewest and most tickers in one request. */
export const MIN_TICKERS = 2;
export const MAX_TICKERS = 10;
