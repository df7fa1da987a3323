import { LUCIDE } from './vendor/lucide.ts';
import { SIMPLE_ICONS } from './vendor/simple-icons.ts';

/**
 * The site's icons, as inline SVG: interface icons from Lucide (stroked, 24×24) and brand
 * icons from Simple Icons (filled, 24×24), vendored in ./vendor/ with their licences.
 */
export interface IconShape {
  /** The SVG's inner markup, trusted: it comes from the vendored icon sets, never from the owner. */
  body: string;
  style: 'stroke' | 'fill';
}

const mapValues = <K extends string>(entries: Record<K, string>, shape: (value: string) => IconShape) =>
  Object.fromEntries(Object.entries<string>(entries).map(([name, value]) => [name, shape(value)])) as Record<K, IconShape>;

export const ICONS = {
  ...mapValues(LUCIDE, (body) => ({ body, style: 'stroke' })),
  ...mapValues(SIMPLE_ICONS, (path) => ({ body: `<path d="${path}"/>`, style: 'fill' })),
};

export type IconName = keyof typeof ICONS;

/** An icon as inline SVG markup, hidden from assistive technology: the text beside it names the thing. */
export function iconSvg(name: IconName, size = 18, className?: string): string {
  const icon = ICONS[name];
  const paint =
    icon.style === 'stroke'
      ? 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
      : 'fill="currentColor"';
  const classes = className ? `icon ${className}` : 'icon';
  return `<svg class="${classes}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false" ${paint}>${icon.body}</svg>`;
}
