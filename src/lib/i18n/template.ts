/**
 * Dictionary texts that also travel to the browser as JSON: `{name}` placeholders and plural
 * forms instead of functions. Free of imports beyond format.ts, so page scripts stay small.
 */
import { formatNumber } from './format.ts';

/** Plural forms by Intl.PluralRules category; `other` is the fallback every language has. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `{name}` replaced by `values.name`; a placeholder without a value stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The form for `count` in `locale`, with `{count}` as the number in that locale and any other values filled in. */
export function plural(forms: PluralForms, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fill(form, { ...values, count: formatNumber(count, locale) });
}
