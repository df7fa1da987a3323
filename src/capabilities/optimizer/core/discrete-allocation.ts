/**
 * Whole shares for a budget, by PyPortfolioOpt's DiscreteAllocation.greedy_portfolio()
 * (long only): first the whole shares each weight affords, rounded down; then, one share at
 * a time, the ticker furthest below its target weight that the cash still buys (after ten
 * unaffordable picks in a row, or when no ticker is below target, it stops).
 */
export interface DiscreteAllocation {
  /** Shares of each ticker; tickers with none are left out. */
  shares: Record<string, number>;
  /** Cash the shares did not use. */
  leftover: number;
}

export function greedyAllocation(weights: Record<string, number>, prices: Record<string, number>, budget: number): DiscreteAllocation {
  // Heaviest first, ties in the given order (a stable sort, as Python's).
  const targets = Object.entries(weights).sort((a, b) => b[1] - a[1]);
  const price = targets.map(([ticker]) => prices[ticker]!);
  let cash = budget;
  const bought = targets.map(([, weight], i) => {
    const count = Math.floor((weight * budget) / price[i]!);
    cash -= count * price[i]!;
    return count;
  });

  while (cash > 0) {
    const held = bought.map((count, i) => count * price[i]!);
    const total = held.reduce((sum, value) => sum + value, 0);
    // PyPortfolioOpt divides by the total held, which is 0 when the first round bought nothing.
    const deficit = targets.map(([, weight], i) => weight - (total > 0 ? held[i]! / total : 0));
    let pick = argmax(deficit);
    let tries = 0;
    while (price[pick]! > cash) {
      deficit[pick] = 0;
      pick = argmax(deficit);
      if (deficit[pick]! < 0 || tries === 10) break;
      tries++;
    }
    if (deficit[pick]! <= 0 || tries === 10 || price[pick]! > cash) break;
    bought[pick]!++;
    cash -= price[pick]!;
  }

  return {
    shares: Object.fromEntries(targets.flatMap(([ticker], i) => (bought[i] ? [[ticker, bought[i]]] : []))),
    leftover: cash,
  };
}

/** The first index of the largest value, as numpy's argmax. */
function argmax(values: number[]): number {
  return values.reduce((best, value, i) => (value > values[best]! ? i : best), 0);
}
