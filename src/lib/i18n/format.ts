/** Dates and numbers in the owner's locale, through Intl: every output that shows one to a person goes through here. */

// Making an Intl formatter is the costly part (a locale's data is loaded the first time):
// each locale-and-options pair is made once and kept. A page formats a few dozen values at most.
/** A maker of Intl formatters that makes each locale-and-options pair once. */
function cached<F, O>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    const known = made.get(key);
    if (known) return known;
    const format = make(locale, options);
    made.set(key, format);
    return format;
  };
}

const dateFormat = cached((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
const numberFormat = cached((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** "2026-11-20T14:03:11Z" -> "20 nov 2026" (es), "Nov 20, 2026" (en); UTC, so a build anywhere says the same. */
export function formatDay(iso: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** A JSON Resume date ("2021", "2021-02", "2021-02-15") at the precision it was given: "2021", "Feb 2021", "Feb 15, 2021". */
export function formatResumeDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?];
  const value = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    day !== undefined ? { dateStyle: 'medium' } : month !== undefined ? { year: 'numeric', month: 'short' } : { year: 'numeric' };
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(value);
}

/** "2026-11-20T14:03:11Z" -> "20/11/2026, 14:03 UTC" in the locale's own order. */
export function formatDateTime(iso: string, locale: string): string {
  // The zone is always UTC: written out rather than asked of Intl (timeZoneName loads the
  // locale's zone names, the costliest formatter on the home page's refresh).
  const fields = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return `${dateFormat(locale, { ...fields, timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A share given in percent (0–100, as /api/codehost's language mix): "43 %" (es), "43%" (en), at most one decimal. */
export const formatShare = (pct: number, locale: string) => formatNumber(pct / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
