/**
 * Splits and CEDEAR ratio changes in unadjusted daily closes. data912's histories are not
 * adjusted, so a 2:1 split shows as a one-day halving that every statistic would absorb as a
 * loss. A one-day move whose size is within 1 % of a clean ratio, and that the other series
 * do not share that day, is taken for a corporate action and the earlier closes are scaled
 * to the later ones.
 */

/** Share ratios of splits and CEDEAR conversion changes (n new for 1 old); their inverses are reverse splits. */
const CLEAN_RATIOS = [2, 3, 4, 5, 10, 20] as const;
/** How close, relatively, a day's move must be to a clean ratio. */
const RATIO_TOLERANCE = 0.01;

export interface Adjustment {
  ticker: string;
  /** The first day at the new price level. */
  date: string;
  /** Old price ÷ new price, as the clean ratio: 2 for a 2:1 split, 0.5 for a 1:2 reverse split. */
  ratio: number;
}

const CANDIDATES = CLEAN_RATIOS.flatMap((ratio) => [ratio, 1 / ratio]);
/** Moves strictly between these are within tolerance of no candidate (nearer 1 than the smallest ratio and its inverse): nearly every day. */
const SMALLEST = Math.min(...CLEAN_RATIOS);
const NO_RATIO_ABOVE = (1 / SMALLEST) * (1 + RATIO_TOLERANCE);
const NO_RATIO_BELOW = SMALLEST * (1 - RATIO_TOLERANCE);

/** The clean ratio a day's move (previous close ÷ close) is within tolerance of, if any. */
export function cleanRatio(previous: number, close: number): number | undefined {
  const move = previous / close;
  if (move > NO_RATIO_ABOVE && move < NO_RATIO_BELOW) return undefined;
  return CANDIDATES.find((ratio) => Math.abs(move / ratio - 1) <= RATIO_TOLERANCE);
}

/**
 * Another series shares a move when it went the same way on the same day by at least half
 * as much (in log terms): a market-wide fall, not one company's split.
 */
function sharedByOthers(prices: number[][], asset: number, t: number): boolean {
  const own = Math.log(prices[asset]![t]! / prices[asset]![t - 1]!);
  return prices.some((series, other) => {
    if (other === asset) return false;
    const theirs = Math.log(series[t]! / series[t - 1]!);
    return Math.sign(theirs) === Math.sign(own) && Math.abs(theirs) >= Math.abs(own) / 2;
  });
}

/**
 * Back-adjusts aligned closes (prices[asset][day]) for the corporate actions found in them:
 * every close before an action is divided by its ratio, so the series continues at the new
 * level. Returns new arrays and the adjustments, oldest first per ticker.
 */
export function adjustForCorporateActions(
  tickers: string[],
  dates: string[],
  prices: number[][],
): { prices: number[][]; adjustments: Adjustment[] } {
  const adjustments: Adjustment[] = [];
  const adjusted = prices.map((series, asset) => {
    const out = [...series];
    for (let t = 1; t < series.length; t++) {
      const ratio = cleanRatio(series[t - 1]!, series[t]!);
      if (ratio === undefined || sharedByOthers(prices, asset, t)) continue;
      adjustments.push({ ticker: tickers[asset]!, date: dates[t]!, ratio });
      for (let s = 0; s < t; s++) out[s] = out[s]! / ratio;
    }
    return out;
  });
  return { prices: adjusted, adjustments };
}
