// Type-only: erased from the bundle, so the dictionaries stay out of the page's JavaScript.
import type { OptimizerWords } from '../words/en.ts';
import { formatDay, formatNumber } from '../../../lib/i18n/format.ts';

/** The optimizer script's words (handed over by the page as JSON) and the page's language for Intl. */
export interface OptimizerText {
  words: OptimizerWords['optimizerScript'];
  locale: string;
}

/** 0.1234 -> "12.3%" (en), "12,3 %" (es). */
export const percentIn =
  (locale: string) =>
  (value: number, digits = 1): string =>
    formatNumber(value, locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });

/** An amount in pesos, as the locale writes ARS. */
export const pesosIn = (locale: string) => (value: number) =>
  formatNumber(value, locale, { style: 'currency', currency: 'ARS', maximumFractionDigits: 2 });

/** "2026-01-02" -> "Jan 2, 2026" (en), "2 ene 2026" (es). */
export const dayIn = (locale: string) => (date: string) => formatDay(date, locale);
