/**
 * The owner's accent colour, made readable in both themes: darkened until it passes WCAG AA
 * (4.5:1) as text on the light theme's page and card backgrounds, lightened until it does on
 * the dark theme's. The text on an accent background (badges, buttons) is white or near-black,
 * whichever reads better.
 */

type Rgb = [number, number, number];

/** The backgrounds accent text sits on, per theme (global.css: --bg and --surface). */
export const BACKGROUNDS = { light: ['#ffffff', '#f4f6f8'], dark: ['#0d1117', '#161b22'] } as const;
const AA = 4.5;
/** The accent when the owner sets none (global.css's --accent in the light theme). */
export const DEFAULT_ACCENT = '#0b57d0';

/** A #rrggbb colour's channels, 0 to 255. */
export const parse = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const format = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const mix = (rgb: Rgb, toward: number, amount: number): Rgb => rgb.map((c) => c + (toward - c) * amount) as Rgb;

/** The least change toward black (or white) that reads at AA on every one of `backgrounds`. */
function readableOn(hex: string, backgrounds: readonly string[], toward: 0 | 255): string {
  const rgb = parse(hex);
  for (let step = 0; step <= 100; step++) {
    const candidate = format(mix(rgb, toward, step / 100));
    if (backgrounds.every((background) => contrast(candidate, background) >= AA)) return candidate;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}

export interface AccentColours {
  light: string;
  dark: string;
  onLight: string;
  onDark: string;
}

/** The accent per theme, and the text colour on it. */
export function accentColours(hex: string): AccentColours {
  const light = readableOn(hex.toLowerCase(), BACKGROUNDS.light, 0);
  const dark = readableOn(hex.toLowerCase(), BACKGROUNDS.dark, 255);
  const on = (accent: string) => (contrast(accent, '#ffffff') >= contrast(accent, '#0d1117') ? '#ffffff' : '#0d1117');
  return { light, dark, onLight: on(light), onDark: on(dark) };
}

/** The style element's text that sets the accent custom properties (doubled :root outranks global.css's). */
export function accentCss(hex: string): string {
  const c = accentColours(hex);
  return `:root:root{--accent:light-dark(${c.light},${c.dark});--accent-fg:light-dark(${c.onLight},${c.onDark})}`;
}
