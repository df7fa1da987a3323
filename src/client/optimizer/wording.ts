/**
 * The API's error messages in the words of the page's controls: a person chose a "Window",
 * not `lookbackDays`. Field names become the labels, and values in the API's units (days,
 * rates as decimals) become the page's (years, percent).
 */
const asPercent = (decimal: string) => `${Math.round(Number(decimal) * 10_000) / 100}%`;

const LABELS: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/\b(minWeight|maxWeight) \(([\d.]+)\)/g, (_, field, value) => `${field} (${asPercent(value!)})`],
  [/\bminWeight can be at most ([\d.]+)/g, (_, value) => `Min weight can be at most ${asPercent(value!)}`],
  [/\bmaxWeight must be at least ([\d.]+)/g, (_, value) => `Max weight must be at least ${asPercent(value!)}`],
  [
    /\b(minWeight|maxWeight) must be at (least|most) ([01])\b/g,
    (_, field, side, value) => `${field} must be at ${side} ${asPercent(value!)}`,
  ],
  [/\bminWeight\b/g, 'Min weight'],
  [/\bmaxWeight\b/g, 'Max weight'],
  [/\bbudget\b/g, 'Budget'],
  [/\blookbackDays must be at most 3650\b/g, 'the window can be at most 10 years'],
  [/\blookbackDays must be at least 30\b/g, 'the window must be at least a month'],
  [/\blonger lookbackDays\b/g, 'longer window'],
  [/\blookbackDays\b/g, 'Window'],
  [/\briskFreeRate must be at least -1\b/g, 'the risk-free rate must be at least −100%'],
  [/\briskFreeRate must be at most 10\b/g, 'the risk-free rate must be at most 1000%'],
  [/\briskFreeRate\b/g, 'Risk-free rate'],
  [/\bcovariance\b(?= must| is)/g, 'Covariance'],
  [/\btickers\b(?=: )/g, 'Tickers'],
];

export function inControlTerms(message: string): string {
  // Two calls: replace() takes a string or a function, not the union of both.
  const worded = LABELS.reduce(
    (text, [pattern, words]) => (typeof words === 'string' ? text.replace(pattern, words) : text.replace(pattern, words)),
    message,
  );
  // "Window: the window can be…" reads twice; keep the control's name once.
  return worded.replace(/^(Window|Risk-free rate): (the (window|risk-free rate) )/, '$1: ').replace(/^(\w)/, (c) => c.toUpperCase());
}
