import type { InterFonts } from '../fonts/inter.ts';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** Open Graph images are 1200×630 (the size Facebook, LinkedIn, X and Slack crop to). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PAD_X = 80;
const PAD_Y = 64;

export interface OgCard {
  title: string;
  description: string;
  /** Small print at the top: the owner's name. */
  siteName: string;
  /** Small print at the bottom: the page's address without the scheme. */
  url: string;
}

// satori takes React-like element objects; no JSX runtime needed for a card this small.
type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | string } };
const box = (style: Record<string, unknown>, children: (Node | string)[] | string): Node => ({ type: 'div', props: { style, children } });

/** The most of each field a card can show (in graphemes): more is cut with an ellipsis before layout, whatever the owner wrote. */
export const OG_LIMITS: Record<keyof OgCard, number> = { siteName: 60, title: 110, description: 220, url: 80 };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** One line of drawable text: controls and line breaks as spaces, at most `max` graphemes (an emoji or accented letter is never split). */
export function clampCardText(text: string, max: number): string {
  const line = text.replace(/[\p{Cc}\u2028\u2029\s]+/gu, ' ').trim();
  const parts = [...graphemes.segment(line)].map((part) => part.segment);
  return parts.length <= max
    ? line
    : `${parts
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A page's card: name, title and description on the site's blue, as a PNG. Text is drawn as it is (satori never parses it), line breaks collapsed, clamped. */
export async function renderOgImage(input: OgCard, fonts: InterFonts): Promise<Buffer> {
  const card = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, clampCardText(value, OG_LIMITS[key as keyof OgCard])]),
  ) as unknown as OgCard;
  // Explicit sizes: satori lays out like flexbox, but padding on a full-size box overflows it.
  const inner = { width: OG_WIDTH - 2 * PAD_X, height: OG_HEIGHT - 2 * PAD_Y };
  const tree = box({ width: OG_WIDTH, height: OG_HEIGHT, display: 'flex', background: '#0b57d0', color: '#ffffff', fontFamily: 'Inter' }, [
    box({ ...inner, margin: `${PAD_Y}px ${PAD_X}px`, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }, [
      box({ width: inner.width, fontSize: 32, opacity: 0.85 }, card.siteName),
      box({ width: inner.width, display: 'flex', flexDirection: 'column', gap: 24 }, [
        box({ width: inner.width, fontSize: 60, fontWeight: 700, lineHeight: 1.1, lineClamp: 3 }, card.title),
        box({ width: inner.width, fontSize: 30, lineHeight: 1.35, opacity: 0.9, lineClamp: 3 }, card.description),
      ]),
      box({ width: inner.width, fontSize: 26, opacity: 0.75 }, card.url),
    ]),
  ]);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: [
      { name: 'Inter', data: fonts.regular, weight: 400, style: 'normal' },
      { name: 'Inter', data: fonts.bold, weight: 700, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** "/" -> "/og/index.png", "/projects" -> "/og/projects.png". */
export const ogImagePath = (pagePath: string) => `/og/${pagePath === '/' ? 'index' : pagePath.slice(1)}.png`;
