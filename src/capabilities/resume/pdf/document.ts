import { parse as parseColour } from '../../../lib/theme/accent.ts';
import type { EmbeddedFont } from './embedded-font.ts';
import { PdfFile } from './pdf-file.ts';
import { array, ascii, dict, num, type Reference, text } from './syntax.ts';

type FontStyle = 'regular' | 'bold';
export type Fonts = Record<FontStyle, EmbeddedFont>;

/** How a stretch of text is set: `color` as #rrggbb; `link` makes it a link to that URL. */
export interface TextStyle {
  font: FontStyle;
  size: number;
  color: string;
  link?: string;
}

/** Text on a page, its baseline starting at (x, y): points from the page's bottom left corner. */
interface PlacedText {
  x: number;
  y: number;
  text: string;
  style: TextStyle;
}

interface PlacedRule {
  from: [number, number];
  to: [number, number];
  thickness: number;
  color: string;
}

export interface Page {
  texts: PlacedText[];
  rules: PlacedRule[];
}

/** Paper sizes in points: ISO A4 and US Letter. */
export const PAPER = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
export type Paper = (typeof PAPER)[keyof typeof PAPER];

export interface DocumentInfo {
  title: string;
  author: string;
  subject?: string;
  /** BCP 47: the document's /Lang, which screen readers speak it in. */
  language: string;
}

/** A #rrggbb colour as PDF's rg and RG operators take it: three numbers from 0 to 1. */
const rgb = (hex: string) =>
  parseColour(hex)
    .map((channel) => num(channel / 255))
    .join(' ');

/** What a link may open: a web page or an email. Any other scheme (javascript:, data:, file:) makes no link. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** A link's address as PDF's URI actions want it: absolute, in ASCII (URL's own percent-encoding), in a scheme it may have. */
function uri(link: string): string | undefined {
  try {
    const { protocol, href } = new URL(link);
    return LINK_SCHEMES.has(protocol) && /^[\x20-\x7e]*$/.test(href) ? href : undefined;
  } catch {
    return undefined;
  }
}

const FONT_KEYS: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' };

/** The content stream of a page: its rules, then its texts, each positioned absolutely. */
function contentStream(page: Page, fonts: Fonts): string {
  const operators: string[] = [];
  for (const rule of page.rules) {
    operators.push(
      `${rgb(rule.color)} RG ${num(rule.thickness)} w ${num(rule.from[0])} ${num(rule.from[1])} m ${num(rule.to[0])} ${num(rule.to[1])} l S`,
    );
  }
  for (const { x, y, text: words, style } of page.texts) {
    operators.push(
      `BT ${rgb(style.color)} rg /${FONT_KEYS[style.font]} ${num(style.size)} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${fonts[style.font].show(words, style.size)} ET`,
    );
  }
  return operators.join('\n');
}

/** A link annotation over each linked text: the box from just under its baseline to its cap height and a bit. */
function linkAnnotations(page: Page, fonts: Fonts): string[] {
  return page.texts.flatMap(({ x, y, text: words, style }) => {
    const target = style.link && uri(style.link);
    if (!target) return [];
    const width = fonts[style.font].width(words, style.size);
    return [
      dict({
        Type: '/Annot',
        Subtype: '/Link',
        Rect: array([x, y - style.size * 0.25, x + width, y + style.size * 0.9].map(num)),
        Border: '[0 0 0]',
        A: dict({ Type: '/Action', S: '/URI', URI: ascii(target) }),
      }),
    ];
  });
}

/**
 * A PDF of `pages` laid out on `paper`, with the fonts the layout measured with embedded (their
 * glyphs only), its title, author and language in the Info dictionary and the catalog.
 */
export async function writePdf(
  { paper, pages, info }: { paper: Paper; pages: Page[]; info: DocumentInfo },
  fonts: Fonts,
): Promise<Uint8Array<ArrayBuffer>> {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pageTree = file.reserve();
  const fontsAt = file.reserve();
  const pageRefs: Reference[] = pages.map((page) => {
    const contents = file.addStream(contentStream(page, fonts));
    const annotations = linkAnnotations(page, fonts).map((annotation) => file.add(annotation));
    return file.add(
      dict({
        Type: '/Page',
        Parent: pageTree,
        MediaBox: array([0, 0, paper.width, paper.height].map(num)),
        Resources: fontsAt,
        Contents: contents,
        Annots: annotations.length ? array(annotations) : undefined,
      }),
    );
  });
  // The fonts go in last: only now is every glyph the pages draw known.
  file.add(dict({ Font: dict({ F1: await fonts.regular.write(file), F2: await fonts.bold.write(file) }) }), fontsAt);
  file.add(dict({ Type: '/Pages', Kids: array(pageRefs), Count: String(pageRefs.length) }), pageTree);
  file.add(
    dict({
      Type: '/Catalog',
      Pages: pageTree,
      Lang: ascii(info.language),
      ViewerPreferences: dict({ DisplayDocTitle: 'true' }),
    }),
    catalog,
  );
  const infoRef = file.add(
    dict({
      Title: text(info.title),
      Author: text(info.author),
      Subject: info.subject ? text(info.subject) : undefined,
      Producer: text('portfolio-dev-portal (HarfBuzz)'),
    }),
  );
  return file.bytes(catalog, infoRef);
}
