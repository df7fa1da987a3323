import { formatDateTime, formatNumber, formatResumeDate, formatShare } from '../i18n/format.ts';

/** How a tool's text writes numbers, dates and money in the owner's language. */
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
