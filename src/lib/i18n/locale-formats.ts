import { formatDateTime, formatNumber, formatResumeDate, formatShare } from './format.ts';

/** How the site's sentences (MCP tools' texts, the API's messages) write numbers, dates and money in a language. */
export function formats(locale: string) {
  return {
    number: (value: number) => formatNumber(value, locale),
    percent: (value: number) => formatNumber(value, locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    share: (pct: number) => formatShare(pct, locale),
    pesos: (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'ARS' }),
    day: (date: string) => formatResumeDate(date, locale),
    moment: (iso: string) => formatDateTime(iso, locale),
  };
}
