/** The optimizer capability's interface words in English: the model for its other languages. */
export const optimizerWords = {
  optimizerPage: {
    heading: 'Portfolio optimizer',
    lead: 'An educational mean-variance (Markowitz) optimizer for Argentine stocks, CEDEARs and government bonds, priced in ARS, on daily closes from data912.',
    disclaimer:
      '**Educational only, not investment advice.** Past returns do not predict future ones, prices are adjusted for the splits and CEDEAR ratio changes the optimizer detects (listed with the results) but not for dividends, and ARS returns include inflation.',
    tickers: (min: number, max: number) => `Tickers (${min} to ${max})`,
    chosen: 'Chosen tickers',
    addTicker: 'Add a ticker',
    add: 'Add',
    tickerHint: 'Type a symbol such as GGAL, AL30 or AAPL and press Enter.',
    riskFree: 'Risk-free rate (%)',
    window: 'Window',
    /** Plural forms of the look-back windows, in months and years. */
    months: { one: '{count} month', other: '{count} months' },
    years: { one: '{count} year', other: '{count} years' },
    minWeight: 'Min weight (%)',
    maxWeight: 'Max weight (%)',
    budget: 'Budget (ARS)',
    /** The form as a WebMCP declarative tool: what it does for an agent, and the one field its label does not explain. */
    formTool:
      'Fills in and runs this page’s optimizer, so the person sees the frontier, the weights and the prices drawn here. For the analytics as data, use optimize_portfolio.',
    formToolTickers: 'Tickers quoted in ARS, separated by commas, such as GGAL, YPFD, AL30; 2 to 10 with those already chosen.',
    optional: 'optional',
    covariance: 'Covariance',
    sample: 'Sample',
    submit: 'Optimise',
    noScript: 'The optimizer needs JavaScript. Without it, call the API directly, as shown below.',
    howItWorks: 'How it works',
    formHelp:
      'The form takes 2 to 10 tickers. Type a symbol such as GGAL, AL30 or AAPL and press Enter; remove one with its × button. USD (…D) and cable (…C) variants are not ARS series. Then it takes a risk-free rate in percent a year, a window from 3 months to 10 years, a min weight and a max weight per ticker in percent, an optional budget in ARS, and the covariance estimator: sample, or Ledoit–Wolf shrinkage. Optimise draws the results: the common trading days, the expected return and volatility of each ticker, the efficient frontier, the weights of the min variance and max Sharpe portfolios, the whole shares for the budget, and the prices, normalised.',
    method:
      "The page sends the tickers to `POST /api/portfolio/optimize`. The function finds each ticker in data912's panels, fetches the daily closes, keeps the dates every series shares in the window, back-adjusts one-day moves that match a clean split or CEDEAR ratio (2:1, 10:1 and so on) and that the other series did not share, and computes simple daily returns, annualised CAGR expected returns and the covariance × 252 (sample, or Ledoit–Wolf shrinkage as PyPortfolioOpt computes it). It then solves for the long-only, fully invested minimum-variance and maximum-Sharpe portfolios, with every weight between the minimum and maximum you set, and traces the efficient frontier, with PyPortfolioOpt's conventions. With a budget, it turns the maximum-Sharpe weights into whole shares at the latest closes, as PyPortfolioOpt's greedy DiscreteAllocation does, and reports the pesos left over.",
    curlLabel: 'The same request with curl',
  },
  /** The optimizer's own problems (its rules, and wordings of the common ones for tickers) and failures, worded as `problems` are. */
  optimizerProblems: {
    pattern: '{field}: each ticker must be 1 to 12 letters or digits.',
    unique: '{field} must not repeat (case-insensitive).',
    minItems: '{field}: give at least {limit} tickers.',
    maxItems: '{field}: give at most {limit} tickers.',
    minAboveMax: '{field} ({value}) is above the maximum weight ({limit}).',
    minWeightTooHigh: 'With {count} tickers, {field} can be at most {limit}: {count} × {value} is more than {whole}.',
    maxWeightTooLow: 'With {count} tickers, {field} must be at least {limit}: {count} × {value} is less than {whole}.',
    unknownTickers: 'Unknown or not ARS-quoted ticker(s): {tickers}. Use symbols of data912’s stock, CEDEAR or bond panels.',
    insufficientOverlap:
      'The tickers share {count} trading days between {from} and {to}; at least {required} are needed. Widen {window} or choose other tickers.',
    optimizationFailed: 'The optimisation could not be completed for these series.',
    marketDataUnavailable: 'The market data (data912) is unavailable right now. Try again in {seconds} s.',
  },
  /**
   * The optimizer page's script: plain strings only (they travel to the page as JSON), with
   * `{placeholders}`. The API's errors are worded from their data with `problems` and
   * `optimizerProblems`, in the page's terms.
   */
  optimizerScript: {
    remove: 'Remove {ticker}',
    notATicker: '“{input}” is not a ticker: use 1 to 12 letters or digits.',
    duplicate: '{ticker} is already in the list.',
    tooMany: 'At most {max} tickers.',
    tooFew: 'Choose at least {min} tickers.',
    added: '{ticker} added. {count} tickers.',
    removed: '{ticker} removed. {count} tickers.',
    optimising: 'Optimising {tickers}…',
    done: 'Done: {count} tickers over {days} trading days.',
    otherError: 'The optimizer answered with an error ({status}).',
    unreachable: 'The optimizer could not be reached. Check your connection and try again.',
    results: 'Results',
    commonDays: '{count} common trading days, {from} to {to}. Prices in ARS from data912.',
    split: '{ticker}: prices before {date} divided by {ratio}, a {ratio}:1 split or ratio change found in the data.',
    reverseSplit: '{ticker}: prices before {date} divided by 1/{ratio}, a 1:{ratio} reverse split found in the data.',
    statistics: 'Per-ticker statistics',
    ticker: 'Ticker',
    market: 'Market',
    expectedReturn: 'Expected return',
    volatility: 'Volatility',
    frontier: 'Efficient frontier',
    weights: 'Weights',
    minVariance: 'Min variance',
    maxSharpe: 'Max Sharpe',
    portfolioSummary: 'Return {return} · volatility {volatility} · Sharpe {sharpe}',
    notApplicable: 'n/a',
    noPortfolio: 'None: no portfolio within the weight bounds beats the risk-free rate.',
    weightsOf: 'Weights of the {portfolio} portfolio',
    wholeShares: 'Whole shares for {budget}',
    allocationNote: 'The {portfolio} weights at the latest closes; {leftover} left over.',
    maxSharpeName: 'max-Sharpe',
    minVarianceName: 'min-variance',
    shares: '{count} {ticker} at {price}',
    noShares: 'No whole share fits the budget.',
    prices: 'Prices, normalised',
    frontierTitle: 'Efficient frontier',
    frontierDescription: 'Efficient frontier of {count} portfolios. Minimum variance: return {return}, volatility {volatility}.',
    frontierMaxSharpe: 'Maximum Sharpe: return {return}, volatility {volatility}.',
    frontierNoMaxSharpe: 'No maximum-Sharpe portfolio.',
    volatilityAxis: 'Volatility (annualised)',
    returnAxis: 'Expected return (annualised)',
    pricesTitle: 'Normalised prices',
    pricesDescription: 'Closes from {from} to {to}, each starting at 100. Final values: {finals}.',
    priceAxis: 'Price (first date = 100)',
    dateAxis: 'Date',
    series: 'Series',
  },
  // ── The MCP App of optimize_portfolio (src/capabilities/optimizer/app/, served as a ui:// resource) ──
  mcpApp: {
    resourceTitle: 'Portfolio optimizer view',
    resourceDescription:
      'An MCP App (text/html;profile=mcp-app) that draws an optimize_portfolio result: the efficient frontier, the weights and the normalised prices.',
    waiting: 'Waiting for the optimizer result…',
    failed: 'The optimizer did not return a portfolio.',
  },
  /** Its page in the navigation, its MCP tool and instructions, its lines on the developers page. */
  optimizer: {
    nav: 'Optimizer',
    title: 'Portfolio optimizer for Argentine instruments (educational)',
    description:
      'An educational Markowitz mean-variance optimizer for Argentine stocks, CEDEARs and bonds, priced in ARS. Not investment advice.',
    toolTitle: 'Optimize a portfolio (educational)',
    toolDescription:
      'Markowitz mean-variance analytics for 2 to 10 Argentine stocks, CEDEARs or bonds priced in ARS (data912 daily closes): minimum-variance and maximum-Sharpe weights, efficient frontier, covariance. The same computation as POST /api/portfolio/optimize. Educational, not investment advice.',
    instructions: 'optimize_portfolio is an educational Markowitz illustration on Argentine market data (ARS), not investment advice.',
    developersClause: '`optimize_portfolio` (the same computation as the optimizer API), ',
    developersNote: 'The optimizer is **educational, not investment advice**.',
    resourceTitle: 'Portfolio optimizer API',
    resourceDescription:
      'Send 2 to 10 tickers: aligned ARS prices of Argentine instruments with Markowitz analytics. Educational, not investment advice.',
  },
  /** What optimize_portfolio answers in text, and the API's warnings by code. */
  optimizerText: {
    optimizerWindow: (tickers: string, days: string, from: string, to: string) =>
      `${tickers}: ${days} common trading days from ${from} to ${to} (ARS, data912).`,
    portfolio: (label: string, weights: string, expectedReturn: string, volatility: string) =>
      `${label}: ${weights}; return ${expectedReturn}, volatility ${volatility}.`,
    minVariance: 'Minimum variance',
    maxSharpe: 'Maximum Sharpe',
    noMaxSharpe: 'Maximum Sharpe: none (no portfolio within the bounds beats the risk-free rate).',
    adjusted: (ticker: string, date: string, ratio: string) =>
      `Adjusted: ${ticker} closes before ${date} divided by ${ratio} (a split or ratio change).`,
    allocation: (budget: string, portfolio: string, shares: string, leftover: string) =>
      `Allocation of ${budget} (${portfolio}): ${shares}; ${leftover} left over.`,
    noShareAffordable: 'no whole share affordable',
    warning: (message: string) => `Warning: ${message}`,
    /** The optimizer's warnings by code (the API keeps its English message beside the code). */
    largeDailyMove: (ticker: string, change: string, day: string) =>
      `${ticker} moved ${change} on ${day}, by no clean split ratio: check whether it was a corporate action the data does not show.`,
    staleMarketData: (moment: string) =>
      `data912 could not be reached, so these results use the last data fetched from it, as of ${moment}.`,
    noMaxSharpeWarning: (rate: string) =>
      `No ticker's expected return beats the risk-free rate of ${rate}, so there is no maximum-Sharpe portfolio.`,
    disclaimer:
      'Educational illustration of mean-variance optimisation on historical prices. Not investment advice: past returns do not predict future returns; prices are adjusted for the splits and ratio changes detected, not for dividends.',
  },
};

export type OptimizerWords = typeof optimizerWords;
